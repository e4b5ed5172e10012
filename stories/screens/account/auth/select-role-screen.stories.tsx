import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SelectRoleScreen } from '@/features/account/auth/screens/select-role-screen';
import { useSession } from '@/stores/session';
import { expectPath } from '../../../support/router';
import { expectToast, page } from './auth-story-helpers';

const meta = {
  title: 'Screens/Account/Auth/SelectRole',
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
    // The driver certification flow follows: its first step is the ID card.
    await expectPath('/driverVoucher');
    await expect(await screen.findByRole('button', { name: '上传身份证人像面' })).toBeVisible();
    await expect(useSession.getState().isCaptain).toBe(false);
  },
};

export const ChooseCaptain: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('radio', { name: '车队长' }));
    await userEvent.click(screen.getByRole('button', { name: '继续' }));
    await expectPath('/controllerVoucher');
    await expect(await screen.findByRole('navigation', { name: '认证步骤' })).toHaveTextContent(
      '身份信息车队信息',
    );
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
