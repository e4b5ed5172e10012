import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FreightChangeDisagreeScreen } from '@/features/waybill/freight-change/screens/freight-change-disagree-screen';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays, findDialog } from '../../../support/overlays';
import {
  bodyOf,
  DISAGREED,
  disagreePath,
  expectUrl,
  PENDING,
  SLOW,
} from './freight-change-story-helpers';

const meta = {
  title: 'Screens/Waybill/FreightChange/FreightChangeDisagree',
  component: FreightChangeDisagreeScreen,
  parameters: { route: `/waybill/freight/disagree?id=${PENDING.id}`, session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof FreightChangeDisagreeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function reasonBox(canvasElement: HTMLElement) {
  return bodyOf(canvasElement).findByRole('textbox', { name: '不同意的原因' }, SLOW);
}

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await expect(await reasonBox(canvasElement)).toHaveValue('');
    const screen = bodyOf(canvasElement);
    await expect(screen.getByText('0/100')).toBeVisible();
    await expect(screen.getByRole('button', { name: '提交' })).toBeEnabled();
  },
};

/** Nothing typed: 请填写不同意的原因, and nothing is sent. */
export const ReasonRequired: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const box = await reasonBox(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expect(await screen.findByText('请填写不同意的原因')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(await sentRequests(disagreePath)).toHaveLength(0);
  },
};

/** Over 100 characters: said before sending, and what was typed stays. */
export const ReasonTooLong: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const box = await reasonBox(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(box);
    await userEvent.paste('因'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expect(await screen.findByText('原因不能超过100个字')).toBeVisible();
    await expect(screen.getByText('101/100')).toBeVisible();
    await expect(box).toHaveValue('因'.repeat(101));
    await expect(await sentRequests(disagreePath)).toHaveLength(0);
  },
};

/** With a reason: one request with its key, then the details say 已拒绝 with the reason. */
export const DisagreeJourney: Story = {
  play: async ({ canvasElement }) => {
    const box = await reasonBox(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.type(box, '运距没有变化，不同意加价');
    await userEvent.dblClick(screen.getByRole('button', { name: '提交' }));
    await expectUrl(/^\/waybill\/freight\/details\?id=YF0003$/);
    const result = await screen.findByRole('region', { name: '处理结果' }, SLOW);
    await expect(within(result).getByText('已拒绝')).toBeVisible();
    await expect(within(result).getByText('运距没有变化，不同意加价')).toBeVisible();
    const sent = await sentRequests(disagreePath);
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.body).toEqual({ id: PENDING.id, reason: '运距没有变化，不同意加价' });
    await expect(sent[0]?.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  },
};

/** A change already handled: the server's refusal in an alert, the reason kept. */
export const RefusedAlreadyHandled: Story = {
  parameters: { route: `/waybill/freight/disagree?id=${DISAGREED.id}` },
  play: async ({ canvasElement }) => {
    const box = await reasonBox(canvasElement);
    await userEvent.type(box, '再次说明');
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: '提交' }));
    await waitFor(
      async () => {
        const alert = await findDialog(canvasElement);
        await expect(within(alert).getByText('该运费变更申请已处理')).toBeVisible();
      },
      { timeout: 10_000 },
    );
    await expect(box).toHaveValue('再次说明');
    await expectUrl(/^\/waybill\/freight\/disagree\?id=YF0001$/);
  },
};
