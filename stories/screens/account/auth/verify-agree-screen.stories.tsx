import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { VerifyAgreeScreen } from '@/features/account/auth/screens/verify-agree-screen';
import { agreement } from '@/lib/contract/me/agreement';
import { sms } from '@/lib/contract/common/sms';
import { currentUrl, expectPath } from '../../../support/router';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { SEEDED } from '../../../support/session';
import {
  expectAlert,
  expectToast,
  page,
  smsCode,
  toastsGone,
  wrongCode,
} from './auth-story-helpers';

const ROUTE = `/verifyAgree?mobile=${SEEDED.certifiedDriver}&verifytype=certification`;
/** This year's invoicing agreement of the certified driver (appUserId 100002; the seed's id). */
const INVOICING_ID = 'IA1000022026';

const meta = {
  title: 'Screens/Account/Auth/VerifyAgree',
  component: VerifyAgreeScreen,
  parameters: { route: ROUTE, session: 'certifiedDriver' },
} satisfies Meta<typeof VerifyAgreeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const region = await screen.findByRole('region');
    await expect(region.textContent?.length ?? 0).toBeGreaterThan(20);
    await expect(screen.getByText('短信验证码将发送至 138****0002')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: '同意并签署' })).toBeEnabled());
  },
};

export const SignAgreement: Story = {
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const region = await screen.findByRole('region');
    await expect(region.textContent?.length ?? 0).toBeGreaterThan(20);
    await expect(screen.getByText('短信验证码将发送至 138****0002')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await expect(await screen.findByRole('button', { name: '60秒后重发' })).toBeDisabled();
    const [send] = await sentRequests(sms.sendSmByTemplate.path);
    await expect(send?.body).toEqual({ mobile: SEEDED.certifiedDriver, template: 'certification' });
    await userEvent.type(
      screen.getByLabelText('短信验证码'),
      await smsCode(SEEDED.certifiedDriver, 'certification'),
    );
    await userEvent.click(screen.getByRole('button', { name: '同意并签署' }));
    await expectToast(screen, '签署成功');
    // Opened directly, so "back" is home.
    await expectPath('/');
    await expect(await sentRequests(sms.verificationSmByTemplate.path)).toHaveLength(1);
    await toastsGone(screen);
  },
};

/**
 * From the Me banner's dialog: the invoicing agreement it showed (委托代开发票协议, this year's), its
 * own title and text — not the certification agreement.
 */
export const InvoicingAgreement: Story = {
  tags: ['state'],
  parameters: { route: `${ROUTE}&agreementId=${INVOICING_ID}` },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const region = await screen.findByRole('region', { name: '委托代开发票协议' });
    await expect(region).toHaveTextContent('委托代开发票协议（2026年度）');
    await expect(screen.getByRole('heading', { name: /^委托代开发票协议$/ })).toBeVisible();
    await expect(await sentRequests(agreement.getAgreementInfoByType.path)).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: '同意并签署' })).toBeEnabled());
  },
};

/** The signature names the agreement that was shown. */
export const SignInvoicingAgreement: Story = {
  parameters: { route: `${ROUTE}&agreementId=${INVOICING_ID}` },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await screen.findByRole('region', { name: '委托代开发票协议' });
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await screen.findByRole('button', { name: '60秒后重发' });
    await userEvent.type(
      screen.getByLabelText('短信验证码'),
      await smsCode(SEEDED.certifiedDriver, 'certification'),
    );
    await userEvent.click(screen.getByRole('button', { name: '同意并签署' }));
    await expectToast(screen, '签署成功');
    const [signed] = await sentRequests(sms.verificationSmByTemplate.path);
    await expect(signed?.body).toMatchObject({
      mobile: SEEDED.certifiedDriver,
      template: 'certification',
      agreementId: INVOICING_ID,
    });
    await toastsGone(screen);
  },
};

/** An agreement id that is not among the driver's unsigned ones: said, with the way back to Me. */
export const InvoicingAgreementGone: Story = {
  tags: ['state'],
  parameters: { route: `${ROUTE}&agreementId=IA-signed-before` },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByText('该协议已签署或不存在')).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回我的' })).toHaveAttribute('href', '/i');
  },
};

export const AgreementIsSanitized: Story = {
  parameters: { route: ROUTE },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const region = await screen.findByRole('region');
    await expect(region.querySelector('script')).toBeNull();
    await expect(region.querySelector('[onerror],[onclick]')).toBeNull();
  },
};

export const WrongCode: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await screen.findByRole('region');
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await screen.findByRole('button', { name: '60秒后重发' });
    const bad = wrongCode(await smsCode(SEEDED.certifiedDriver, 'certification'));
    await userEvent.type(screen.getByLabelText('短信验证码'), bad);
    await userEvent.click(screen.getByRole('button', { name: '同意并签署' }));
    await expectAlert(screen, '验证码错误');
    await expect(screen.getByLabelText('短信验证码')).toHaveValue(bad);
    await expect(currentUrl()).toBe(ROUTE);
  },
};

export const ValidationErrors: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await screen.findByRole('region');
    await userEvent.click(screen.getByRole('button', { name: '同意并签署' }));
    await expect(await screen.findByText('请输入短信验证码')).toBeVisible();
    await userEvent.type(screen.getByLabelText('短信验证码'), '123');
    await expect(await screen.findByText('短信验证码格式错误')).toBeVisible();
    await expect(await sentRequests(sms.verificationSmByTemplate.path)).toHaveLength(0);
  },
};

export const AgreementError: Story = {
  tags: ['state'],
  parameters: {
    sandbox: {
      faults: [{ path: agreement.getAgreementInfoByType.path, state: 500, msg: '协议加载失败' }],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByText('协议加载失败')).toBeVisible();
    await expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '同意并签署' })).toBeDisabled();
  },
};

export const AgreementLoadError: Story = {
  parameters: {
    sandbox: {
      faults: [
        { path: agreement.getAgreementInfoByType.path, state: 500, msg: '协议加载失败', times: 1 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByText('协议加载失败')).toBeVisible();
    await expect(screen.getByRole('button', { name: '同意并签署' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await expect(await screen.findByRole('region')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: '同意并签署' })).toBeEnabled());
  },
};

export const LoadingAgreement: Story = {
  tags: ['state'],
  parameters: {
    sandbox: { faults: [neverAnswered(agreement.getAgreementInfoByType.path)] },
  },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByRole('status', { name: '加载中…' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '同意并签署' })).toBeDisabled();
    await expect(screen.queryByRole('region')).toBeNull();
  },
};

export const NotLoggedIn: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByRole('heading', { name: '请先登录后再操作' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: '去登录' }));
    await expectPath('/loginPwd');
    await expect(currentUrl()).toBe(`/loginPwd?redirect=${encodeURIComponent(ROUTE)}`);
  },
};
