import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FuelStationSignInScreen } from '@/features/fuel/station/screens/fuel-station-sign-in-screen';
import { paths } from '@/lib/routing/paths';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays, findDialog } from '../../../support/overlays';
import {
  bodyOf,
  expectUrl,
  FAR_AWAY,
  NEAR,
  signInPath,
  SLOW,
  trackedEvents,
} from './fuel-station-story-helpers';

const meta = {
  title: 'Screens/Fuel/Station/SignIn',
  component: FuelStationSignInScreen,
  parameters: {
    route: paths.fuelStationSignIn.to({ stationId: NEAR.id, oilType: 'new' }),
    session: 'certifiedDriver',
    bridge: true,
  },
  beforeEach: async () => {
    await clearOverlays();
    trackedEvents(0);
  },
} satisfies Meta<typeof FuelStationSignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement) =>
  bodyOf(canvasElement).findByRole('button', { name: '签到' }, SLOW);

/** 签到 once the position and the vehicle's card pass are known. */
async function readyButton(canvasElement: HTMLElement) {
  const b = await button(canvasElement);
  await waitFor(() => expect(b).toBeEnabled(), SLOW);
  return b;
}

/** Near the station: its distance, the default vehicle chosen and allowed, 签到 ready. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText(/^距油站 \d+ m$/, {}, SLOW)).toBeVisible();
    const chosen = await screen.findByRole('radio', { checked: true });
    await expect(chosen).toBeVisible();
    await readyButton(canvasElement);
  },
};

/** A vehicle that may not use the card: the reason, and no sign-in. */
export const CarNotAllowed: Story = {
  tags: ['state'],
  parameters: { session: 'captain' },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const group = within(await screen.findByRole('radiogroup', { name: '选择车辆' }, SLOW));
    const cars = group.getAllByRole('radio');
    await userEvent.click(cars.at(-1)!);
    await expect(await screen.findByText(/^该车辆不能使用油卡：/, {}, SLOW)).toBeVisible();
    await expect(await button(canvasElement)).toBeDisabled();
  },
};

/** Far from the station: the distance in km, and the server's words when 签到 is tapped. */
export const TooFar: Story = {
  tags: ['state'],
  parameters: { bridge: { location: { fixed: FAR_AWAY } } },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText(/^距油站 \d+\.\d km$/, {}, SLOW)).toBeVisible();
    await userEvent.click(await readyButton(canvasElement));
    const dialog = await findDialog(canvasElement);
    await expect(await within(dialog).findByText('距离油站过远，请到站后签到')).toBeVisible();
    await expect(await sentRequests(signInPath)).toHaveLength(1);
  },
};

export const LocationDenied: Story = {
  tags: ['state'],
  parameters: { bridge: { permissions: { location: { state: 'denied' } } } },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(
      await screen.findByText('定位未开启，无法签到，请开启定位后重试', {}, SLOW),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(await button(canvasElement)).toBeDisabled();
  },
};

/** 签到 sends the position and the vehicle, tracks 8002 and lands on the payment. */
export const SignInToPayment: Story = {
  play: async ({ canvasElement }) => {
    const chosen = await bodyOf(canvasElement).findByRole('radio', { checked: true }, SLOW);
    const carNo = chosen.textContent;
    await userEvent.click(await readyButton(canvasElement));
    await expectUrl(/^\/i\/fuel-station\/payment\?stationId=ST0001&oilType=new$/);
    const [sent] = await sentRequests(signInPath);
    await expect(sent?.body).toMatchObject({ stationId: NEAR.id, carNo, longitude: 116.397 });
    const events = trackedEvents(TRACKING_EVENTS.fuelSignIn.eventId);
    await expect(events).toHaveLength(1);
    await expect(events[0]?.eventData).toEqual({ stationId: NEAR.id, oilType: 'new', carNo });
  },
};
