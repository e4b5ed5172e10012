import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mock, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CaptainScreen } from '@/features/account/captain/screens/captain-screen';
import { captain } from '@/lib/contract/account/captain';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { hasOrphan } from '../../../support/typography';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';

const meta = {
  title: 'Screens/Account/Captain/Captain',
  component: CaptainScreen,
  parameters: { route: '/i/captain', session: 'partner' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof CaptainScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const CAPTAIN = '13800000003';
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The confirm dialog has closed (its fade-out would be in the baseline). */
async function waitForDialogsGone(canvasElement: HTMLElement) {
  await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
}

/** Changes a seeded user through the sandbox's control API, as a tester would. */
async function updateUser(patch: { mobile: string; certificationStatus?: number }) {
  const answer = await fetch('/__sandbox/user', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  });
  if (!answer.ok) throw new Error(`sandbox user update failed: ${answer.status}`);
}

async function search(canvasElement: HTMLElement, mobile: string) {
  const screen = body(canvasElement);
  const field = await screen.findByLabelText('车队长手机号', {}, { timeout: 5000 });
  await userEvent.type(field, mobile);
  await userEvent.click(screen.getByRole('button', { name: '查找' }));
  return field;
}

export const Bound: Story = {
  tags: ['state'],
  parameters: { session: 'certifiedDriver' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const card = await screen.findByRole('region', { name: '我的车队长' }, { timeout: 5000 });
    const view = within(card);
    await expect(view.getByText('138****0003')).toBeVisible();
    await expect(view.getByText('已认证')).toBeVisible();
    await expect(view.getByText('23辆')).toBeVisible();
    await expect(view.getByText('绑定时间')).toBeVisible();
    await expect(view.getByRole('button', { name: '解除绑定' })).toBeEnabled();
    // The bound captain is a contact: one tap rings them.
    await expect(view.getByRole('button', { name: '拨打车队长' })).toBeEnabled();
    await expect(screen.queryByLabelText('车队长手机号')).toBeNull();
  },
};

export const NoneBound: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('暂未绑定车队长', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByLabelText('车队长手机号')).toHaveValue('');
    await expect(screen.getByRole('button', { name: '查找' })).toBeEnabled();
  },
};

export const SearchFound: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await search(canvasElement, CAPTAIN);
    const card = await screen.findByRole('region', { name: '查找结果' });
    await expect(within(card).getByText('138****0003')).toBeVisible();
    await expect(within(card).getByRole('button', { name: '绑定车队长' })).toBeEnabled();
    const [byMobile] = await sentRequests('/getCarCaptainByMobile');
    await expect(byMobile?.body).toEqual({ mobile: CAPTAIN });
    await expect(await sentRequests('/getCarCaptainByMobilePass')).toHaveLength(1);
  },
};

export const SearchNotFound: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const field = await search(canvasElement, '13912345678');
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      '未找到该手机号对应的车队长，请核对后重试',
    );
    await expect(field).toHaveValue('13912345678');
    await expect(screen.queryByRole('region', { name: '查找结果' })).toBeNull();
    await expect(await sentRequests('/getCarCaptainByMobilePass')).toHaveLength(0);
  },
};

export const SearchNotCertified: Story = {
  tags: ['state'],
  beforeEach: async () => {
    await clearOverlays();
    await updateUser({ mobile: CAPTAIN, certificationStatus: 0 });
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await search(canvasElement, CAPTAIN);
    const card = await screen.findByRole('region', { name: '查找结果' });
    await expect(within(card).getByText('待审核')).toBeVisible();
    await expect(within(card).getByRole('alert')).toHaveTextContent(
      '该车队长尚未通过实名认证，暂不能绑定，请联系车队长完成实名认证',
    );
    await expect(within(card).queryByRole('button', { name: '绑定车队长' })).toBeNull();
  },
};

export const InvalidMobile: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const field = await search(canvasElement, '1234567');
    await expect(await screen.findByText('请输入正确的手机号')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('1234567');
    await expect(await sentRequests('/getCarCaptainByMobile')).toHaveLength(0);
  },
};

export const EmptyMobileAndOwnMobile: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByLabelText('车队长手机号', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: '查找' }));
    await expect(await screen.findByText('请输入手机号')).toBeVisible();
    await search(canvasElement, '13800000004');
    await expect(await screen.findByRole('alert')).toHaveTextContent('不能绑定自己为车队长');
    await expect(await sentRequests('/getCarCaptainByMobile')).toHaveLength(0);
  },
};

async function bind(canvasElement: HTMLElement) {
  const screen = body(canvasElement);
  await search(canvasElement, CAPTAIN);
  const card = await screen.findByRole('region', { name: '查找结果' });
  await userEvent.click(within(card).getByRole('button', { name: '绑定车队长' }));
  const dialog = await findDialog(canvasElement);
  await expect(dialog).toHaveTextContent('（138****0003）为您的车队长吗？');
  await tapDialogButton(dialog, '确定');
  return screen.findByRole('region', { name: '绑定成功' }, { timeout: 5000 });
}

/** The bind went through: who the captain now is, and the ways on. */
export const BindSucceeded: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const result = await bind(canvasElement);
    await expect(within(result).getByRole('heading', { name: '绑定成功' })).toBeVisible();
    await expect(screen.getByText('138****0003')).toBeVisible();
    await expect(screen.getByRole('button', { name: '查看我的车队长' })).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回我的' })).toHaveAttribute('href', '/i');
    await waitForDialogsGone(canvasElement);
  },
};

export const BindJourney: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await bind(canvasElement);
    const [request] = await sentRequests('/addCarCaptainForApp');
    await expect(request?.body).toMatchObject({ carCaptainId: expect.any(String) });
    await userEvent.click(screen.getByRole('button', { name: '查看我的车队长' }));
    const bound = await screen.findByRole('region', { name: '我的车队长' });
    await expect(within(bound).getByText('138****0003')).toBeVisible();
    await expect(within(bound).getByRole('button', { name: '拨打车队长' })).toBeEnabled();
  },
};

export const BindRefusedKeepsMobile: Story = {
  parameters: {
    sandbox: {
      faults: [{ path: captain.addCarCaptainForApp.path, state: 400, msg: '该车队长车队已满员' }],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const field = await search(canvasElement, CAPTAIN);
    const card = await screen.findByRole('region', { name: '查找结果' });
    await userEvent.click(within(card).getByRole('button', { name: '绑定车队长' }));
    await tapDialogButton(await findDialog(canvasElement), '确定');
    await waitFor(async () => expect(await sentRequests('/addCarCaptainForApp')).toHaveLength(1));
    await expect(await screen.findByText('该车队长车队已满员')).toBeVisible();
    await expect(field).toHaveValue(CAPTAIN);
    await expect(screen.getByRole('region', { name: '查找结果' })).toBeVisible();
  },
};

export const UnbindJourney: Story = {
  parameters: { session: 'certifiedDriver' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const card = await screen.findByRole('region', { name: '我的车队长' }, { timeout: 5000 });
    await userEvent.click(within(card).getByRole('button', { name: '解除绑定' }));
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('解除后该车队长将不再管理您的运单');
    await tapDialogButton(dialog, '确定');
    await expect(await screen.findByText('已解除绑定')).toBeVisible();
    await expect(await screen.findByText('暂未绑定车队长')).toBeVisible();
    await expect(screen.getByLabelText('车队长手机号')).toBeVisible();
    const [request] = await sentRequests('/deleteCarCaptain');
    await expect(request?.body).toMatchObject({ carCaptainId: expect.any(String) });
  },
};

export const UnbindCancelled: Story = {
  parameters: { session: 'certifiedDriver' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const card = await screen.findByRole('region', { name: '我的车队长' }, { timeout: 5000 });
    await userEvent.click(within(card).getByRole('button', { name: '解除绑定' }));
    await tapDialogButton(await findDialog(canvasElement), '取消');
    await expect(within(card).getByText('138****0003')).toBeVisible();
    await expect(await sentRequests('/deleteCarCaptain')).toHaveLength(0);
  },
};

export const CaptainDoesNotBind: Story = {
  parameters: { session: 'captain' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(
      await screen.findByText(
        '您当前以车队长身份使用，车队长无需绑定车队长。',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(screen.queryByLabelText('车队长手机号')).toBeNull();
    await expect(await sentRequests('/getCarCaptain')).toHaveLength(0);
  },
};

export const EnterprisePersonnel: Story = {
  beforeEach({ msw }) {
    msw.use(
      mock.all(captain.checkUser.path, () =>
        HttpResponse.json({
          success: true,
          state: 200,
          msg: '操作成功',
          data: { isEnterprisePersonnel: true, enterpriseName: '山东通达运输有限公司' },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const note = await screen.findByRole('note', {}, { timeout: 5000 });
    await expect(note).toHaveTextContent('您是「山东通达运输有限公司」的企业人员');
    await expect(note).toHaveTextContent('无需自行绑定车队长');
    // The company's long name breaks evenly, never 有限公司 with one character alone.
    await expect(hasOrphan(within(note).getByText(/山东通达运输有限公司/))).toBe(false);
    await expect(screen.getByText('暂未绑定车队长')).toBeVisible();
    await expect(screen.queryByLabelText('车队长手机号')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { sandbox: { faults: [neverAnswered(captain.getCarCaptain.path)] } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByRole('status', { name: '加载中…' })).toBeVisible();
    await expect(screen.queryByLabelText('车队长手机号')).toBeNull();
  },
};

export const ServerError: Story = {
  tags: ['state'],
  parameters: {
    sandbox: {
      faults: [{ path: captain.getCarCaptain.path, state: 500, msg: '车队服务暂不可用' }],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('车队长信息加载失败');
    await expect(alert).toHaveTextContent('车队服务暂不可用');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const ServerErrorThenRetry: Story = {
  parameters: {
    sandbox: {
      faults: [{ path: captain.getCarCaptain.path, state: 500, msg: '车队服务暂不可用', times: 1 }],
    },
    session: 'certifiedDriver',
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(await screen.findByRole('region', { name: '我的车队长' })).toBeVisible();
  },
};
