import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AuthFaceScreen } from '@/features/account/identity/screens/auth-face-screen';
import { face } from '@/lib/contract/account/face';
import { useSession } from '@/stores/session';
import { expectPath } from '../../../support/router';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { expectToast, sandboxConfig } from '../auth/auth-story-helpers';
import { page } from './identity-story-helpers';

const meta = {
  title: 'Screens/Account/Identity/AuthFace',
  component: AuthFaceScreen,
  parameters: { route: '/i/auth/face', session: 'newDriver' },
} satisfies Meta<typeof AuthFaceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByText(/正对手机屏幕/)).toBeVisible();
    await expect(screen.getByRole('button', { name: '开始人脸认证' })).toBeEnabled();
  },
};

export const Passed: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await sandboxConfig({ faceUrlMode: 'direct', faceResult: 'success' });
    await userEvent.click(await screen.findByRole('button', { name: '开始人脸认证' }));
    await expect(await screen.findByText('人脸认证成功', {}, { timeout: 5000 })).toBeVisible();
    const [result] = await sentRequests(face.getIndividualFaceResultByteDance.path);
    await expect(result?.body).toMatchObject({ isApp: '1' });
    const [update] = await sentRequests(face.updateIdentityAuthenticationResult.path);
    await expect(update?.body).toMatchObject({ success: true });
    await expect(await screen.findByRole('button', { name: '查看实名信息' })).toBeVisible();
  },
};

export const PassedCertifiesTheDriver: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await sandboxConfig({ faceUrlMode: 'direct', faceResult: 'success' });
    await userEvent.click(await screen.findByRole('button', { name: '开始人脸认证' }));
    await userEvent.click(
      await screen.findByRole('button', { name: '查看实名信息' }, { timeout: 5000 }),
    );
    await expectPath('/i/auth/detail');
    await expect(await screen.findByText('已认证')).toBeVisible();
    await expect(useSession.getState().loginInfo?.certificationStatus).toBe(1);
  },
};

export const Failed: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await sandboxConfig({ faceUrlMode: 'direct', faceResult: 'failure' });
    await userEvent.click(await screen.findByRole('button', { name: '开始人脸认证' }));
    await expectToast(screen, '人脸认证失败');
    await expect(await sentRequests(face.updateIdentityAuthenticationResult.path)).toHaveLength(0);
    await expect(screen.getByRole('button', { name: '重新认证' })).toBeEnabled();
  },
};

export const CheckingResult: Story = {
  tags: ['state'],
  parameters: {
    route: '/i/auth/face?orderNo=FACE0001',
    sandbox: { faults: [neverAnswered(face.getIndividualFaceResultByteDance.path)] },
  },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByText('正在查询认证结果…')).toBeVisible();
  },
};
