import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { FaceLoginScreen } from '@/features/account/auth/screens/face-login-screen';
import { face } from '@/lib/contract/account/face';
import { useSession } from '@/stores/session';
import { currentUrl, expectPath } from '../../../support/router';
import { heldCalls, neverAnswered, sentRequests } from '../../../support/sandbox';
import { SEEDED } from '../../../support/session';
import { expectAlert, expectToast, page, sandboxConfig } from './auth-story-helpers';

const meta = {
  title: 'Screens/Account/Auth/FaceLogin',
  component: FaceLoginScreen,
  parameters: { route: '/faceLogin' },
} satisfies Meta<typeof FaceLoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const CONSENT = '我已阅读并同意《用户协议》和《隐私政策》';

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByRole('heading', { name: '刷脸登录' })).toBeVisible();
    await expect(screen.getByLabelText('手机号')).toHaveValue('');
    await expect(screen.getByRole('button', { name: '开始刷脸' })).toBeEnabled();
  },
};

export const FaceLoginSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    // The sandbox's provider returns straight to /faceVerify (a browser worker cannot serve its page).
    await sandboxConfig({ faceUrlMode: 'direct', faceResult: 'success' });
    await expect(await screen.findByRole('heading', { name: '刷脸登录' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('手机号'), SEEDED.certifiedDriver);
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: '开始刷脸' }));
    await expectPath('/', 8000);
    await expect(useSession.getState().loginInfo?.phone).toBe(SEEDED.certifiedDriver);
    const [start] = await sentRequests(face.startFaceLogin.path);
    await expect(start?.body).toEqual({
      mobile: SEEDED.certifiedDriver,
      returnUrl: `${window.location.origin}/faceVerify?mode=login`,
    });
    await expect(await sentRequests(face.faceLogin.path)).toHaveLength(1);
  },
};

export const FaceCheckFails: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await sandboxConfig({ faceUrlMode: 'direct', faceResult: 'failure' });
    await userEvent.type(await screen.findByLabelText('手机号'), SEEDED.certifiedDriver);
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: '开始刷脸' }));
    await expectPath('/faceVerify');
    await expect(await screen.findByRole('heading', { name: '人脸认证失败' })).toBeVisible();
    await expectToast(screen, '人脸认证失败');
    await expect(await sentRequests(face.faceLogin.path)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '重新认证' }));
    await expectPath('/faceLogin');
  },
};

export const InvalidPhone: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('手机号'), '1380000');
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: '开始刷脸' }));
    await expect(await screen.findByText('请输入正确的手机号')).toBeVisible();
    await expect(await sentRequests(face.startFaceLogin.path)).toHaveLength(0);
  },
};

export const ConsentRequired: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('手机号'), SEEDED.certifiedDriver);
    await userEvent.click(screen.getByRole('button', { name: '开始刷脸' }));
    await expectToast(screen, '请先阅读并同意用户协议和隐私政策');
    await expect(await sentRequests(face.startFaceLogin.path)).toHaveLength(0);
  },
};

export const UnknownPhone: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('手机号'), '13911112222');
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: '开始刷脸' }));
    await expectAlert(screen, '该手机号未注册');
    await expect(screen.getByRole('button', { name: '开始刷脸' })).toBeEnabled();
    await expect(screen.getByLabelText('手机号')).toHaveValue('13911112222');
    await expect(currentUrl()).toBe('/faceLogin');
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(face.startFaceLogin.path)] } },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.type(await screen.findByLabelText('手机号'), SEEDED.certifiedDriver);
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    const start = screen.getByRole('button', { name: '开始刷脸' });
    await userEvent.dblClick(start);
    await waitFor(() => expect(start).toBeDisabled());
    await waitFor(async () => expect(await heldCalls(face.startFaceLogin.path)).toBe(1));
  },
};
