import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BankAddScreen } from '@/features/money/bank-card/screens/bank-add-screen';
import { bankContrast } from '@/lib/contract/money/bank-card';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import {
  BAD_CHECK_DIGIT,
  bodyOf,
  cardBox,
  checkCardPath,
  expectAlert,
  expectUrl,
  pickBank,
  SLOW,
} from './bank-card-story-helpers';

const meta = {
  title: 'Screens/Money/BankCard/BankAdd',
  component: BankAddScreen,
  parameters: { route: '/i/bank/add', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof BankAddScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const searchPath = bankContrast.search.path;

/** The holder (the driver's real name, read-only), the bank to pick, the number. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await cardBox(screen)).toHaveValue('');
    const holder = screen.getByRole('textbox', { name: '持卡人' });
    await waitFor(() => expect(holder).not.toHaveValue(''), SLOW);
    await expect(holder).toHaveAttribute('readonly');
    await expect(screen.getByText('请选择开户银行')).toBeVisible();
    await expect(await cardBox(screen)).toHaveAttribute('inputmode', 'numeric');
  },
};

/** The number is grouped by 4 as typed; a wrong check digit is said before anything is sent. */
export const LuhnError: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const box = await cardBox(screen);
    await pickBank(screen);
    await userEvent.type(box, BAD_CHECK_DIGIT);
    await expect(box).toHaveValue('6222 0200 0000 0000 118');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expect(await screen.findByText('卡号校验失败，请核对')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveValue('6222 0200 0000 0000 118');
    await expect(await sentRequests(checkCardPath)).toHaveLength(0);
  },
};

/** Nothing chosen, nothing typed: both said inline. */
export const Required: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await cardBox(screen);
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expect(await screen.findByText('请输入银行卡号')).toBeVisible();
    await expect(screen.getAllByText('请选择开户银行')).toHaveLength(2);
  },
};

/** The popup slides in from the right and lists the banks matching 银行 after 500 ms. */
export const BankSearchResults: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: /开户银行/ }, SLOW));
    const popup = await screen.findByRole('dialog', { name: '选择银行' }, SLOW);
    await userEvent.type(within(popup).getByRole('searchbox'), '建设');
    await expect(
      await within(popup).findByRole('button', { name: /中国建设银行/ }, SLOW),
    ).toBeVisible();
    const asked = (await sentRequests(searchPath)).map((r) => r.body);
    await expect(asked).toEqual([{ bankNameShort: '建设' }]);
  },
};

/** A 16-digit 4/5 number passes the phone's check; the server refuses it in its own words. */
export const CreditCardRefused: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const box = await cardBox(screen);
    await pickBank(screen);
    await userEvent.type(box, '4111111111111111');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expectAlert(screen, '暂不支持信用卡');
    await expect(box).toHaveValue('4111 1111 1111 1111');
    await expectUrl(/^\/i\/bank\/add$/);
  },
};

/**
 * The whole way: bank search → number → the confirmation (whole number) → the agreement (5 s) →
 * reserved mobile and its SMS code → bound; the list shows the new card masked.
 */
