import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CarryInfoModularScreen } from '@/features/supply/grab/screens/carry-info-modular-screen';
import { currentUrl, expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, CAR, grabPath, loaded, SOURCE } from './grab-story-helpers';

// The last load: 32 吨 left, at least 10 per truck, 244.20 元/吨.
const meta = {
  title: 'Screens/Supply/Grab/CarryInfoModular',
  component: CarryInfoModularScreen,
  parameters: {
    route: grabPath.quantity(SOURCE.lastLoad, CAR.default),
    session: 'certifiedDriver',
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof CarryInfoModularScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  bodyOf(canvasElement).findByLabelText('装货数量（吨）');

/** Types a quantity and taps 下一步, which shows the rule's message instead of going on. */
async function tryQuantity(canvasElement: HTMLElement, text: string): Promise<HTMLElement> {
  await loaded(canvasElement);
  const input = await field(canvasElement);
  await userEvent.type(input, text);
  await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: '下一步' }));
  await expect(currentUrl()).toContain('/supply/carryinfomodular');
  // What was typed stays.
  await expect(input).toHaveValue(text);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  return input;
}

export const QuoteShown: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.type(await field(canvasElement), '20');
    const card = screen.getByRole('region', { name: '本车运费' });
    await waitFor(() => expect(card).toHaveTextContent('运费¥4,884.00'), { timeout: 5000 });
    await expect(card).toHaveTextContent('信息服务费¥48.84');
    await expect(card).toHaveTextContent('司机应收¥4,835.16');
    // A full load of this truck: the 32 吨 left (less than it carries).
    const full = screen.getByRole('region', { name: '本车装满 32吨 运费' });
    await expect(full).toHaveTextContent('运费¥7,814.40');
    // Asked once the typing paused, for the whole number only (and once for the full load).
    const quotes = await sentRequests('calculatedBulkFreight');
    await expect(
      quotes
        .map((r) => r.body as { sourceId: string; quantity: number })
        .sort((a, b) => a.quantity - b.quantity),
    ).toEqual([
      { sourceId: SOURCE.lastLoad, quantity: 20 },
      { sourceId: SOURCE.lastLoad, quantity: 32 },
    ]);
  },
};

export const TooMuch: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await tryQuantity(canvasElement, '40');
    await expect(bodyOf(canvasElement).getByText('超出剩余数量，最多可装32吨')).toBeVisible();
  },
};

export const TooManyDecimals: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await tryQuantity(canvasElement, '12.3456');
    await expect(bodyOf(canvasElement).getByText('装货数量最多保留3位小数')).toBeVisible();
  },
};

export const UnderMinimum: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await tryQuantity(canvasElement, '5');
    await expect(bodyOf(canvasElement).getByText('单车最少装10吨')).toBeVisible();
    // No quote is asked for a quantity that cannot be taken.
    const quotes = await sentRequests('calculatedBulkFreight');
    await expect(
      quotes.filter((r) => (r.body as { quantity: number }).quantity === 5),
    ).toHaveLength(0);
  },
};

export const NotANumber: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await tryQuantity(canvasElement, '2..5');
    await expect(bodyOf(canvasElement).getByText('请输入正确的数量')).toBeVisible();
  },
};

export const AllTakesTheRemainderAndGoesOn: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '全部' }));
    await expect(await field(canvasElement)).toHaveValue('32');
    const card = screen.getByRole('region', { name: '本车运费' });
    await waitFor(() => expect(within(card).getByText('司机应收')).toBeVisible(), {
      timeout: 5000,
    });
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expectPath('/supply/goodsagreement');
    await expect(currentUrl()).toContain('quantity=32');
  },
};

/** S0001: 1200 吨 left, far more than one truck carries. */
const bigSource = { route: grabPath.quantity(SOURCE.bulk, CAR.default) };

export const OverTheTruckLoad: Story = {
  tags: ['state'],
  parameters: bigSource,
  play: async ({ canvasElement }) => {
    await tryQuantity(canvasElement, '1200');
    const screen = bodyOf(canvasElement);
    await expect(
      screen.getByText(`超出车辆核定载质量，本车最多可装${CAR.defaultTons}吨`),
    ).toBeVisible();
    await expect(screen.getByText(`剩余 1,200吨，本车最多可装 ${CAR.defaultTons}吨`)).toBeVisible();
  },
};

export const AllFillsTheTruckLoad: Story = {
  parameters: bigSource,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '全部' }));
    await expect(await field(canvasElement)).toHaveValue(String(CAR.defaultTons));
    await expect(
      await screen.findByRole(
        'region',
        { name: `本车装满 ${CAR.defaultTons}吨 运费` },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expectPath('/supply/goodsagreement');
    await expect(currentUrl()).toContain(`quantity=${CAR.defaultTons}`);
  },
};
