import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { FaceVerifyScreen } from '@/features/account/auth/screens/face-verify-screen';
import { face } from '@/lib/contract/account/face';
import { useSession } from '@/stores/session';
import { expectPath } from '../../../support/router';
import { heldCalls, neverAnswered, sentRequests } from '../../../support/sandbox';
import { hasOrphan, lastLineLength, lineCount } from '../../../support/typography';
import { expectToast, page, sandboxConfig } from './auth-story-helpers';

const meta = {
  title: 'Screens/Account/Auth/FaceVerify',
  component: FaceVerifyScreen,
  parameters: { route: '/faceVerify', session: 'newDriver' },
} satisfies Meta<typeof FaceVerifyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The face-check instruction breaks only after a comma: no lone character and no phrase cut
 * (完 / 成动作), so its last line holds at least its last phrase, 按提示完成动作.
 */
async function expectBrokenAtCommas(hint: HTMLElement) {
  await expect(hasOrphan(hint)).toBe(false);
  if (lineCount(hint) > 1) {
    await expect(lastLineLength(hint)).toBeGreaterThanOrEqual('按提示完成动作'.length);
  }
}

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const hint = await screen.findByText(/正对手机屏幕/);
    await expect(hint).toBeVisible();
    await expectBrokenAtCommas(hint);
    await expect(screen.getByRole('button', { name: '开始刷脸' })).toBeEnabled();
  },
};

export const Passed: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await sandboxConfig({ faceUrlMode: 'direct', faceResult: 'success' });
    await userEvent.click(await screen.findByRole('button', { name: '开始刷脸' }));
    await expect(
      await screen.findByRole('heading', { name: '人脸认证成功' }, { timeout: 5000 }),
    ).toBeVisible();
    // What it did, and the ways on: home first, the certification itself second.
    await expect(screen.getByText('您的实名认证已完成。')).toBeVisible();
    await expect(screen.getByRole('button', { name: '返回首页' })).toBeVisible();
    await expect(screen.getByRole('link', { name: '查看认证信息' })).toHaveAttribute(
      'href',
      '/i/auth/detail',
    );
  },
};

export const IdentityCheckPasses: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await sandboxConfig({ faceUrlMode: 'direct', faceResult: 'success' });
    await expect(await screen.findByText(/正对手机屏幕/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '开始刷脸' }));
    // Back from the provider with the order number: the result is fetched and recorded.
    await expect(
      await screen.findByRole('heading', { name: '人脸认证成功' }, { timeout: 5000 }),
    ).toBeVisible();
    const [update] = await sentRequests(face.updateIdentityAuthenticationResult.path);
    await expect(update?.body).toMatchObject({ success: true });
    await expect(useSession.getState().loginInfo?.certificationStatus).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await expectPath('/');
  },
};

export const IdentityCheckFails: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await sandboxConfig({ faceUrlMode: 'direct', faceResult: 'failure' });
    await userEvent.click(await screen.findByRole('button', { name: '开始刷脸' }));
    await expect(
      await screen.findByRole('heading', { name: '人脸认证失败' }, { timeout: 5000 }),
    ).toBeVisible();
    // The spec's toast too, and no identity update.
    await expectToast(screen, '人脸认证失败');
    await expect(await sentRequests(face.updateIdentityAuthenticationResult.path)).toHaveLength(0);
    // What to do better next time: the instruction again, broken at its commas.
    await expectBrokenAtCommas(screen.getByText(/正对手机屏幕/));
    await expect(screen.getByRole('button', { name: '重新认证' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: '返回首页' })).toBeEnabled();
  },
};

export const UnknownOrder: Story = {
  tags: ['state'],
  parameters: { route: '/faceVerify?orderNo=FACE-NOPE' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByRole('heading', { name: '加载失败' })).toBeVisible();
    await expect(screen.getByText('人脸认证订单不存在')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(async () =>
      expect(await sentRequests(face.personalFaceIdentityResult.path)).toHaveLength(2),
    );
    await expect(await screen.findByRole('heading', { name: '加载失败' })).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: {
    route: '/faceVerify?orderId=FACE-SLOW',
    sandbox: { faults: [neverAnswered(face.personalFaceIdentityResult.path)] },
  },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByRole('heading', { name: '正在查询认证结果…' })).toBeVisible();
    await waitFor(async () =>
      expect(await heldCalls(face.personalFaceIdentityResult.path)).toBe(1),
    );
  },
};

export const LoadingResult: Story = {
  parameters: {
    route: '/faceVerify?orderId=FACE-SLOW',
    sandbox: { faults: [{ path: face.personalFaceIdentityResult.path, delayMs: 1500 }] },
  },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByRole('heading', { name: '正在查询认证结果…' })).toBeVisible();
    // The sandbox knows no such order: after the wait the failure is shown with the server's words.
    await expect(
      await screen.findByRole('heading', { name: '加载失败' }, { timeout: 4000 }),
    ).toBeVisible();
    await expect(screen.getByText('人脸认证订单不存在')).toBeVisible();
    const [request] = await sentRequests(face.personalFaceIdentityResult.path);
    await expect(request?.body).toEqual({ orderNo: 'FACE-SLOW' });
  },
};

export const StartWithoutPhone: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    // No session and no phone in the query: the driver enters a phone on the face-login screen first.
    await userEvent.click(await screen.findByRole('button', { name: '开始刷脸' }));
    await expectPath('/faceLogin');
    await expect(await screen.findByLabelText('手机号')).toHaveValue('');
    await expect(await sentRequests(face.startFaceLogin.path)).toHaveLength(0);
  },
};
