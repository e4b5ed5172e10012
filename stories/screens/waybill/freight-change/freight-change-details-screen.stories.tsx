import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FreightChangeDetailsScreen } from '@/features/waybill/freight-change/screens/freight-change-details-screen';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';
import {
  agreePath,
  bodyOf,
  detailsPath,
  DISAGREED,
  expectUrl,
  PENDING,
  SLOW,
} from './freight-change-story-helpers';
import { loadingState } from '../../../support/loading-state';

const meta = {
  title: 'Screens/Waybill/FreightChange/FreightChangeDetails',
  component: FreightChangeDetailsScreen,
  parameters: { route: `/waybill/freight/details?id=${PENDING.id}`, session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof FreightChangeDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function facts(canvasElement: HTMLElement) {
  const card = await bodyOf(canvasElement).findByRole('region', { name: '变更单号' }, SLOW);
  return within(card);
}

/** Pending: every fact, the reason, who applied and when, and 不同意 / 同意. */
export const Pending: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const card = await facts(canvasElement);
    for (const text of [
      PENDING.no,
      '待确认',
      PENDING.waybillNo,
      '唐山市 → 济南市',
      '冷轧卷',
      '卸货地变更，运距增加约25公里',
      '唐山恒信钢铁贸易有限公司 调度员',
    ])
      await expect(card.getByText(text)).toBeVisible();
    await expect(card.getByText('6,426.00')).toBeVisible();
    await expect(card.getByText('6,726.00')).toBeVisible();
    const screen = bodyOf(canvasElement);
    await expect(screen.getByRole('button', { name: '同意' })).toBeEnabled();
    await expect(screen.getByRole('link', { name: '不同意' })).toHaveAttribute(
      'href',
      '/waybill/freight/disagree?id=YF0003',
    );
    await expect(screen.queryByRole('region', { name: '处理结果' })).toBeNull();
  },
};

/** Disagreed: the result with the driver's reason, and no actions. */
export const Disagreed: Story = {
  tags: ['state'],
  parameters: { route: `/waybill/freight/details?id=${DISAGREED.id}` },
  play: async ({ canvasElement }) => {
    const result = await bodyOf(canvasElement).findByRole('region', { name: '处理结果' }, SLOW);
    await expect(within(result).getByText('已拒绝')).toBeVisible();
    await expect(within(result).getByText('已按运单数量足额装货，不同意扣减')).toBeVisible();
    await expect(bodyOf(canvasElement).queryByRole('button', { name: '同意' })).toBeNull();
  },
};

export const Loading: Story = loadingState(detailsPath);

/** An id nobody has: 不存在, with the way back to the list and no 重试 (asking again would not help). */
export const NotFound: Story = {
  tags: ['state'],
  parameters: { route: '/waybill/freight/details?id=YF9999' },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('运费变更申请不存在', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回运费变更列表' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

/** 再想想 closes the dialog and sends nothing. */
export const AgreeDismissed: Story = {
  play: async ({ canvasElement }) => {
    await facts(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '同意' }));
    await tapDialogButton(await findDialog(canvasElement), '再想想');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await sentRequests(agreePath)).toHaveLength(0);
    await expect(screen.getByRole('button', { name: '同意' })).toBeEnabled();
  },
};

/** Handled elsewhere meanwhile: the server's refusal in an alert, then the change as it is now. */
export const AgreeRefusedAlreadyHandled: Story = {
  parameters: {
    sandbox: { faults: [{ path: agreePath, state: 400, msg: '该运费变更申请已处理' }] },
  },
  play: async ({ canvasElement }) => {
    await facts(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '同意' }));
    await tapDialogButton(await findDialog(canvasElement), '确定同意');
    await waitFor(
      async () => {
        const alert = await findDialog(canvasElement);
        await expect(within(alert).getByText('该运费变更申请已处理')).toBeVisible();
      },
      { timeout: 10_000 },
    );
    await expect(await sentRequests(agreePath)).toHaveLength(1);
    await expect(screen.getByText(PENDING.no)).toBeVisible();
  },
};

/** 不同意 opens the reason screen for this change. */
export const OpensDisagree: Story = {
  play: async ({ canvasElement }) => {
    await facts(canvasElement);
    await userEvent.click(bodyOf(canvasElement).getByRole('link', { name: '不同意' }));
    await expectPath('/waybill/freight/disagree');
    await expectUrl(/id=YF0003$/);
  },
};
