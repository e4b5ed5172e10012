import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CollectionAccountAddScreen } from '@/features/money/collection-account/screens/collection-account-add-screen';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays, findDialog } from '../../../support/overlays';
import { addPath, bodyOf, listRows, SLOW } from './collection-account-story-helpers';

const meta = {
  title: 'Screens/Money/CollectionAccount/CollectionAccountAdd',
  component: CollectionAccountAddScreen,
  parameters: { route: '/collectionaccount/add', session: 'captain' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof CollectionAccountAddScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function pickBank(canvasElement: HTMLElement, typed: string, bank: RegExp) {
  const screen = bodyOf(canvasElement);
  await userEvent.click(screen.getByRole('button', { name: /^开户银行/ }));
  const popup = await screen.findByRole('dialog', { name: '选择银行' }, SLOW);
  await userEvent.type(within(popup).getByRole('searchbox'), typed);
  await userEvent.click(await within(popup).findByRole('button', { name: bank }, SLOW));
}

export const Blank: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByLabelText('户名', {}, SLOW)).toBeVisible();
    await expect(screen.getByText('请选择开户银行')).toBeVisible();
  },
};

/** 保存 with nothing filled: every field says what it needs; nothing is sent. */
export const Required: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '保存' }, SLOW));
    await expect(await screen.findByText('请输入户名')).toBeVisible();
    await expect(screen.getByText('请输入银行卡号')).toBeVisible();
    await expect(await sentRequests(addPath)).toHaveLength(0);
  },
};

/** A number grouped by 4 as typed, failing the Luhn check. */
export const CardCheckDigit: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const card = await screen.findByLabelText('银行卡号', {}, SLOW);
    await userEvent.type(card, '6214830000123456780');
    await expect(card).toHaveValue('6214 8300 0012 3456 780');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await expect(await screen.findByText('银行卡号有误，请核对')).toBeVisible();
  },
};

/** A name that is not the captain's own: the server's words; what was typed stays. */
export const NameRefused: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.type(await screen.findByLabelText('户名', {}, SLOW), '别人');
    await pickBank(canvasElement, '招商', /招商银行/);
    await userEvent.type(screen.getByLabelText('银行卡号'), '6214830000123456789');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByText('户名须与本人实名一致')).toBeVisible();
    await expect(screen.getByLabelText('户名')).toHaveValue('别人');
  },
};

/** The captain adds an account in his name: one request, then the list shows three. */
export const AddJourney: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    type User = { mobile: string; name: string | null };
    const answer = (await (await fetch('/__sandbox/users')).json()) as User[] | { data: User[] };
    const users = Array.isArray(answer) ? answer : answer.data;
    const name = users.find((u) => u.mobile === '13800000003')?.name ?? '';
    await userEvent.type(await screen.findByLabelText('户名', {}, SLOW), name);
    await pickBank(canvasElement, '招商', /招商银行/);
    await userEvent.type(screen.getByLabelText('银行卡号'), '6214830000123456789');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await expectPath('/collectionaccount/list');
    const sent = await sentRequests(addPath);
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.body).toEqual({
      accountName: name,
      bankName: '招商银行',
      cardNo: '6214830000123456789',
      isDefault: false,
    });
    await expect(await listRows(canvasElement)).toHaveLength(3);
  },
};
