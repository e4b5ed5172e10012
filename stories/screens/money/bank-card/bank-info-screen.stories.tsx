import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BANK_DRAFT_KEY } from '@/features/money/bank-card/bank-draft';
import { BankInfoScreen } from '@/features/money/bank-card/screens/bank-info-screen';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, expectUrl, seedDraft, SLOW } from './bank-card-story-helpers';

const meta = {
  title: 'Screens/Money/BankCard/BankInfo',
  component: BankInfoScreen,
  parameters: { route: '/i/bank/info?back=%2Fwallet', session: 'certifiedDriver' },
  beforeEach: async () => {
    await clearOverlays();
    seedDraft({ agreed: false });
  },
} satisfies Meta<typeof BankInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The one screen with the whole number: bank, holder, number grouped by 4. */
export const Confirm: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const info = await bodyOf(canvasElement).findByRole(
      'region',
      { name: '请核对银行卡信息' },
      SLOW,
    );
    await expect(within(info).getByText('中国工商银行')).toBeVisible();
    await expect(within(info).getByText('6222 0200 0000 0000 117')).toBeVisible();
    await expect(within(info).getByText('持卡人')).toBeVisible();
  },
};

/** Opened without a draft: it leads back to the form. */
export const NoDraft: Story = {
  tags: ['state'],
  beforeEach: () => sessionStorage.removeItem(BANK_DRAFT_KEY),
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('请先填写银行卡信息', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('link', { name: '去填写' })).toHaveAttribute(
      'href',
      '/i/bank/add?back=%2Fwallet',
    );
  },
};

/** 确认无误 goes on to the agreement, keeping where to return. */
export const ConfirmGoesOn: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: '确认无误' }, SLOW));
    await expectUrl(/^\/i\/bank\/contract\?back=%2Fwallet$/);
  },
};
