import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SelectRoleScreen } from '@/features/auth/screens/select-role-screen';
import { useSession } from '@/stores/session';
import { currentUrl, expectPath } from '../../support/router';
import { expectToast, page } from './auth-story-helpers';

const meta = {
  title: 'Screens/Auth/SelectRole',
  component: SelectRoleScreen,
  parameters: { route: '/seleteRole', session: 'newDriver' },
} satisfies Meta<typeof SelectRoleScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByRole('radio', { name: '司机' })).not.toBeChecked();
    await expect(screen.getByRole('radio', { name: '车队长' })).not.toBeChecked();
    await expect(screen.getByRole('button', { name: '继续' })).toBeVisible();
  },
};

export const ChooseDriver: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('radio', { name: '司机' }));
    await expect(screen.getByRole('radio', { name: '司机' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '继续' }));
    // The certification screens come later: the choice is confirmed instead of a dead link.
    await expect(await screen.findByRole('heading', { name: '已选择身份：司机' })).toBeVisible();
    await expect(currentUrl()).toBe('/seleteRole');
    await expect(useSession.getState().isCaptain).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await expectPath('/');
  },
};

export const ChooseCaptain: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('radio', { name: '车队长' }));
    await userEvent.click(screen.getByRole('button', { name: '继续' }));
    await expect(await screen.findByRole('heading', { name: '已选择身份：车队长' })).toBeVisible();
    await expect(useSession.getState().isCaptain).toBe(true);
    await expect(sessionStorage.getItem('isCaptain')).toContain('true');
  },
};

export const NothingChosen: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '继续' }));
    await expectToast(screen, '请选择身份');
    await expect(screen.getByRole('radio', { name: '司机' })).not.toBeChecked();
    await expect(screen.getByRole('radio', { name: '车队长' })).not.toBeChecked();
  },
};
