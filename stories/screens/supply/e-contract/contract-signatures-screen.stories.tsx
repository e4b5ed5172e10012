import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContractSignaturesScreen } from '@/features/supply/e-contract/screens/contract-signatures-screen';
import { eContract, type SignRequest } from '@/lib/contract/supply/e-contract';
import { sms } from '@/lib/contract/common/sms';
import { currentUrl, expectPath } from '../../../support/router';
import { latestSmsCode, sentRequests } from '../../../support/sandbox';
import { SEEDED } from '../../../support/session';
import { clearOverlays } from '../../../support/overlays';
import { expectToast, toastsGone, wrongCode } from '../../account/auth/auth-story-helpers';
import {
  bodyOf,
  drawSignature,
  findPad,
  loaded,
  padHasInk,
  SIGNED_KJ,
  UNSIGNED_KJ,
} from './contract-story-helpers';

const BY_LINK = `/contract/signatures?param=${UNSIGNED_KJ.linkCode}`;
const BY_ID = `/contract/signatures?contractId=${UNSIGNED_KJ.id}`;
const signPath = eContract.startTheProcessToESignById.path;

const meta = {
  title: 'Screens/Supply/EContract/ContractSignatures',
  component: ContractSignaturesScreen,
  parameters: { route: BY_LINK, session: 'guest' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof ContractSignaturesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Screen = ReturnType<typeof bodyOf>;

async function ready(canvasElement: HTMLElement) {
  await loaded(canvasElement);
  const screen = bodyOf(canvasElement);
  const pad = await findPad(screen);
  return { screen, pad };
}

const submit = (screen: Screen) =>
  userEvent.click(screen.getByRole('button', { name: '确认签署' }));

/** From the link logged out: the signer's mobile, its code (sent by the public channel). */
async function confirmBySms(screen: Screen, code?: (sent: string) => string) {
  await userEvent.type(screen.getByLabelText('签署人手机号'), SEEDED.certifiedDriver);
  await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
  await expect(await screen.findByRole('button', { name: '60秒后重发' })).toBeDisabled();
  const sent = await latestSmsCode(SEEDED.certifiedDriver);
  await userEvent.type(screen.getByLabelText('短信验证码'), code ? code(sent) : sent);
}

export const EmptyPadRefused: Story = {
  tags: ['state'],
  parameters: { route: BY_ID, session: 'certifiedDriver' },
  play: async ({ canvasElement }) => {
    const { screen, pad } = await ready(canvasElement);
    // The driver's own transport contract, logged in: no SMS step.
    await expect(screen.queryByLabelText('短信验证码')).toBeNull();
    drawSignature(pad);
    await waitFor(() => expect(screen.getByRole('button', { name: '重写' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: '重写' }));
    await expect(padHasInk(pad)).toBe(false);
    await submit(screen);
    await expect(await screen.findByRole('alert')).toHaveTextContent('请先在签名区手写签名');
    await expect(await sentRequests(signPath)).toHaveLength(0);
  },
};

export const SmsRequiredMessages: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const { screen, pad } = await ready(canvasElement);
    await expect(screen.getByText('请输入签署人手机号，验证码将发送至该手机')).toBeVisible();
    drawSignature(pad);
    await submit(screen);
    await expect(await screen.findByText('请输入手机号')).toBeVisible();
    await expect(screen.getByText('请输入短信验证码')).toBeVisible();
    await expect(screen.queryByText('请先在签名区手写签名')).toBeNull();
    await expect(await sentRequests(signPath)).toHaveLength(0);
  },
};

export const SmsFormatMessages: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const { screen, pad } = await ready(canvasElement);
    drawSignature(pad);
    await userEvent.type(screen.getByLabelText('签署人手机号'), '10012345678');
    // §5: a mobile that breaks the rule sends no code.
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await expect(await screen.findByText('请输入正确的手机号')).toBeVisible();
    await userEvent.type(screen.getByLabelText('短信验证码'), '123');
    await submit(screen);
    await expect(await screen.findByText('短信验证码格式错误')).toBeVisible();
    await expect(screen.getByLabelText('签署人手机号')).toHaveValue('10012345678');
    await expect(await sentRequests(sms.sendTemplateErificationCodeSms.path)).toHaveLength(0);
    await expect(await sentRequests(signPath)).toHaveLength(0);
  },
};

/** The SMS link's whole way, logged out: sign, then the contract shows 已签署 with the signature. */
export const SignedByLinkShowsSignature: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const { screen, pad } = await ready(canvasElement);
    drawSignature(pad);
    await confirmBySms(screen);
    const [send] = await sentRequests(sms.sendTemplateErificationCodeSms.path);
    await expect(send?.body).toEqual({ mobile: SEEDED.certifiedDriver, template: 'contractSign' });
    await submit(screen);
    await expectToast(screen, '签署成功');
    await expectPath('/contract/detail');
    await expect(currentUrl()).toBe(`/contract/detail?param=${UNSIGNED_KJ.linkCode}`);
    const [request] = await sentRequests(signPath);
    const body = request?.body as SignRequest;
    await expect(body).toMatchObject({
      contractId: UNSIGNED_KJ.id,
      linkCode: UNSIGNED_KJ.linkCode,
      smsCode: await latestSmsCode(SEEDED.certifiedDriver),
    });
    await expect(body.signatureImage).toMatch(/^data:image\/png;base64,/);
    await expect(body.signatureImage.length).toBeLessThanOrEqual(200 * 1024);
    await expect(request?.headers?.['idempotency-key']).toBeTruthy();
    const info = await screen.findByRole('region', { name: '合同信息' }, { timeout: 8000 });
    await waitFor(() => expect(info).toHaveTextContent('已签署'));
    await expect(info).toHaveTextContent('签署时间');
    const signature = within(screen.getByRole('region', { name: '签名' }));
    await expect(signature.getByRole('img', { name: '签署人手写签名' })).toHaveAttribute(
      'src',
      body.signatureImage,
    );
    await toastsGone(screen);
  },
};

export const WrongCodeKeepsTheDrawing: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const { screen, pad } = await ready(canvasElement);
    drawSignature(pad);
    await confirmBySms(screen, wrongCode);
    await submit(screen);
    const refusal = await screen.findByRole('alert');
    await expect(refusal.textContent).toMatch(/验证码/);
    await expect(padHasInk(pad)).toBe(true);
    await expect(screen.getByRole('button', { name: '重写' })).toBeEnabled();
    await expect(screen.getByLabelText('签署人手机号')).toHaveValue(SEEDED.certifiedDriver);
    await expect(screen.getByLabelText('短信验证码')).toHaveValue(
      wrongCode(await latestSmsCode(SEEDED.certifiedDriver)),
    );
    await expect(currentUrl()).toBe(BY_LINK);
  },
};

/** Logged in with the framework contract (SMS to his own phone), ending at `next`. */
export const SignAndGoNext: Story = {
  parameters: { route: '/contract/signatures?next=%2Fi', session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const { screen, pad } = await ready(canvasElement);
    await expect(screen.getByText(/验证码将发送至 1\d\d\*\*\*\*\d{4}/)).toBeVisible();
    await expect(screen.queryByLabelText('签署人手机号')).toBeNull();
    drawSignature(pad);
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await screen.findByRole('button', { name: '60秒后重发' });
    const [send] = await sentRequests(sms.sendSmByTemplate.path);
    await expect(send?.body).toEqual({ mobile: SEEDED.newDriver, template: 'contractSign' });
    const code = await latestSmsCode(SEEDED.newDriver);
    await userEvent.type(screen.getByLabelText('短信验证码'), code);
    await submit(screen);
    await expectToast(screen, '签署成功');
    await expectPath('/i');
    const [request] = await sentRequests(signPath);
    await expect(request?.body).toMatchObject({ smsCode: code, contractId: expect.any(String) });
    await expect(request?.body).not.toHaveProperty('linkCode');
  },
};

/** A double tap signs once; a `next` outside the app is not followed (back to the contract). */
export const DoubleTapSignsOnce: Story = {
  parameters: {
    route: `${BY_ID}&next=${encodeURIComponent('https://evil.example/x')}`,
    session: 'certifiedDriver',
  },
  play: async ({ canvasElement }) => {
    const { screen, pad } = await ready(canvasElement);
    drawSignature(pad);
    await userEvent.dblClick(screen.getByRole('button', { name: '确认签署' }));
    await expectToast(screen, '签署成功');
    await expectPath('/contract/detail');
    await expect(currentUrl()).toBe(`/contract/detail?contractId=${UNSIGNED_KJ.id}`);
    await expect(await sentRequests(signPath)).toHaveLength(1);
    const info = await screen.findByRole('region', { name: '合同信息' }, { timeout: 8000 });
    await waitFor(() => expect(info).toHaveTextContent('已签署'));
  },
};

export const AlreadySigned: Story = {
  tags: ['state'],
  parameters: {
    route: `/contract/signatures?contractId=${SIGNED_KJ.id}`,
    session: 'certifiedDriver',
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('该合同已签署', {}, { timeout: 8000 })).toBeVisible();
    await expect(screen.queryByRole('img', { name: '手写签名区' })).toBeNull();
    await expect(screen.getByRole('link', { name: '查看合同' })).toHaveAttribute(
      'href',
      `/contract/detail?contractId=${SIGNED_KJ.id}`,
    );
  },
};

/** After a refusal the next try is a new attempt (a new idempotency key) and succeeds. */
export const WrongCodeThenRight: Story = {
  play: async ({ canvasElement }) => {
    const { screen, pad } = await ready(canvasElement);
    drawSignature(pad);
    await confirmBySms(screen, wrongCode);
    await submit(screen);
    await screen.findByRole('alert');
    const code = screen.getByLabelText('短信验证码');
    await userEvent.clear(code);
    await userEvent.type(code, await latestSmsCode(SEEDED.certifiedDriver));
    await submit(screen);
    await expectToast(screen, '签署成功');
    await expectPath('/contract/detail');
    const keys = (await sentRequests(signPath)).map((r) => r.headers?.['idempotency-key']);
    await expect(keys).toHaveLength(2);
    await expect(keys[0]).not.toBe(keys[1]);
  },
};

/** Logged in as someone else, a driver's link still asks the signer's mobile for the code. */
export const OtherDriversLink: Story = {
  parameters: { session: 'captain' },
  play: async ({ canvasElement }) => {
    const { screen } = await ready(canvasElement);
    await expect(screen.getByLabelText('签署人手机号')).toBeVisible();
    await expect(screen.getByText('请输入签署人手机号，验证码将发送至该手机')).toBeVisible();
  },
};
