import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BankContractScreen } from '@/features/money/bank-card/screens/bank-contract-screen';
import { BANK_DRAFT_KEY } from '@/features/money/bank-card/bank-draft';
import { setStoryClock } from '../../../support/clock';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, expectUrl, seedDraft, SLOW } from './bank-card-story-helpers';

const meta = {
  title: 'Screens/Money/BankCard/BankContract',
  component: BankContractScreen,
  parameters: { route: '/i/bank/contract', session: 'certifiedDriver' },
  beforeEach: async () => {
    await clearOverlays();
    seedDraft({ agreed: false });
  },
} satisfies Meta<typeof BankContractScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The agreement, and 同意并继续 counting down (the clock stands still for the screenshot). */
export const Countdown: Story = {
  tags: ['state'],
  beforeEach: () => setStoryClock(),
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByRole('region', { name: '银行卡绑定协议' }, SLOW)).toBeVisible();
    const button = screen.getByRole('button', { name: '同意并继续（5秒）' });
    await expect(button).toBeDisabled();
  },
};

/** After 5 s the button is enabled; the consent is kept in the draft and the next step opens. */
export const AgreeAfterCountdown: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const button = await screen.findByRole('button', { name: /同意并继续/ }, SLOW);
    await expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 8000 });
    await expect(button).toHaveTextContent(/^同意并继续$/);
    await userEvent.click(button);
    await expectUrl(/^\/i\/bank\/checkReserveNumber$/);
    await expect(JSON.parse(sessionStorage.getItem(BANK_DRAFT_KEY) ?? '{}')).toMatchObject({
      agreed: true,
    });
  },
};
