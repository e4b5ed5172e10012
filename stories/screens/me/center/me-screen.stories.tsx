import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '@/lib/routing/paths';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MeScreen } from '@/features/me/center/screens/me-screen';
import { fuelCard } from '@/lib/contract/fuel/balance';
import { identity } from '@/lib/contract/account/identity';
import { invoicingAgreement } from '@/lib/contract/money/invoicing-agreement';
import { money } from '@/lib/contract/money/wallet';
import { useSession } from '@/stores/session';
import { holdStill } from '../../../support/hold-still';
import { hasOrphan } from '../../../support/typography';
import { currentUrl, expectPath } from '../../../support/router';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';

// Every Me story runs in the native app (the avatar comes from its camera); one bridge mode a file.
const meta = {
  title: 'Screens/Me/Center/Me',
  component: MeScreen,
  parameters: {
    route: '/i',
    session: 'certifiedDriver',
    bridge: { permissions: { camera: { state: 'granted' } } },
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof MeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The wallet card, once the balance has arrived. */
async function wallet(canvasElement: HTMLElement, balance: string) {
  const screen = body(canvasElement);
  const card = within(await screen.findByRole('region', { name: '我的钱包' }, { timeout: 8000 }));
  await waitFor(() => expect(card.getAllByText(balance).length).toBeGreaterThan(0), {
    timeout: 8000,
  });
  return card;
}

const entry = (canvasElement: HTMLElement, name: RegExp | string) =>
  body(canvasElement).getByRole('button', { name });

export const CertifiedDriver: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const card = await wallet(canvasElement, '12,864.50');
    // Seeded (simulator/sandbox/areas/money, fuel-card): old and new fuel cards, 30-day figures.
    await expect(await card.findByText('320.50')).toBeVisible();
    await expect(card.getByText('1,588.00')).toBeVisible();
    await expect(await card.findByText('48,376.00')).toBeVisible();
    await expect(card.getByText('3')).toBeVisible();
    await expect(screen.getByText('已认证')).toBeVisible();
    await expect(screen.getByText('138****0002')).toBeVisible();
    await expect(
      await screen.findByRole('button', { name: /您有未签署的协议/ }, { timeout: 5000 }),
    ).toBeVisible();
    // §2.3 grids: every entry has its screen now (the fuel stations since issue 15).
    await expect(screen.getByRole('link', { name: '加油站' })).toHaveAttribute(
      'href',
      paths.fuelStationList.to(),
    );
    // The complaint list has its screen now (issue 13).
    await expect(screen.getByRole('link', { name: '投诉列表' })).toHaveAttribute(
      'href',
      paths.complaintList.to(),
    );
    await expect(screen.getByRole('link', { name: '关于我们' })).toBeVisible();
    // Grid labels break evenly when they break at all: 银行实名/认证, never 银行实名认/证.
    for (const label of ['银行实名认证', '驾驶员资质', '投诉列表']) {
      await expect(hasOrphan(screen.getByText(label))).toBe(false);
    }
    await expect(screen.getByRole('heading', { name: '工具箱' })).toBeVisible();
    await expect(screen.getByRole('link', { name: '设置' })).toBeVisible();
    // The personal homepage is for partners and promoters only (§6).
    await expect(screen.queryByText('个人主页')).toBeNull();
  },
};

export const NewDriver: Story = {
  tags: ['state'],
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const card = await wallet(canvasElement, '0.00');
    await waitFor(() => expect(card.getAllByText('0.00')).toHaveLength(4), { timeout: 5000 });
    await expect(card.getByText('0')).toBeVisible();
    await expect(screen.getByRole('button', { name: /未认证/ })).toHaveTextContent('去认证');
    await expect(screen.getByText('未实名认证')).toBeVisible();
    await waitFor(async () =>
      expect(await sentRequests(invoicingAgreement.listUnsignedByDriverId.path)).toHaveLength(1),
    );
    await expect(screen.queryByRole('button', { name: /您有未签署的协议/ })).toBeNull();
  },
};

export const LoadingFigures: Story = {
  tags: ['state'],
  parameters: {
    sandbox: {
      faults: [
        neverAnswered(money.getBalanceByDriver.path),
        neverAnswered(money.getDriverThirtyDayAmount.path),
        neverAnswered(fuelCard.getOilCardBalance.path),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('已认证', {}, { timeout: 8000 })).toBeVisible();
    // Every figure still on its way reads as a dash (加载中… to screen readers).
    await expect(screen.getAllByText('加载中…')).toHaveLength(5);
    await expect(screen.queryByText('0.00')).toBeNull();
    // The unsigned-agreement reminder answers on its own time: the picture waits for it.
    await expect(
      await screen.findByText('您有未签署的协议，请尽快签署', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

export const FuelCardBalanceFails: Story = {
  tags: ['state'],
  parameters: {
    sandbox: {
      faults: [{ path: fuelCard.getOilCardBalance.path, state: 500, msg: '油卡服务繁忙' }],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    // §8: the toast, and both fuel-card balances as 0; the server's own message is not shown.
    await expect(await screen.findByText('获取油卡余额失败', {}, { timeout: 8000 })).toBeVisible();
    holdStill();
    const card = await wallet(canvasElement, '12,864.50');
    await waitFor(() => expect(card.getAllByText('0.00')).toHaveLength(2));
    await expect(screen.queryByText('油卡服务繁忙')).toBeNull();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const SignDialogCountingDown: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(
      await screen.findByRole('button', { name: /您有未签署的协议/ }, { timeout: 8000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: '委托代开发票协议' });
    await expect(dialog).toHaveTextContent('受托方（乙方）：河北顺达物流有限公司');
    // The company's name does not leave 司 alone on a line.
    await expect(hasOrphan(within(dialog).getByText(/^受托方/))).toBe(false);
    await expect(within(dialog).getByRole('button', { name: '5秒' })).toBeDisabled();
  },
};

export const SignAgreementJourney: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(
      await screen.findByRole('button', { name: /您有未签署的协议/ }, { timeout: 8000 }),
    );
    const [request] = await sentRequests(invoicingAgreement.listUnsignedByDriverId.path);
    await expect(request?.body).toEqual({
      driverId: useSession.getState().loginInfo!.appUserId,
      remindFlag: '0',
    });
    const dialog = await screen.findByRole('dialog', { name: '委托代开发票协议' });
    const counting = within(dialog).getByRole('button', { name: '5秒' });
    await userEvent.click(counting);
    await expect(currentUrl()).toBe('/i');
    const sign = await within(dialog).findByRole('button', { name: '去签署' }, { timeout: 7000 });
    await userEvent.click(sign);
    await expectPath('/verifyAgree');
    // The agreement the dialog showed is the one /verifyAgree is asked to sign.
    const appUserId = useSession.getState().loginInfo!.appUserId;
    await expect(currentUrl()).toBe(
      `/verifyAgree?mobile=13800000002&verifytype=certification&agreementId=IA${appUserId}2026`,
    );
  },
};

/** The bell on the band carries the unread count (findUnReadNum) and opens the messages. */
export const MessagesBell: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const bell = await screen.findByRole('link', { name: '我的消息，3条未读' }, { timeout: 8000 });
    await expect(bell).toHaveTextContent('3');
    await expect(await sentRequests('pbc/notifyInfo/findUnReadNum')).not.toHaveLength(0);
    await userEvent.click(bell);
    await expectPath(paths.myMessage.to());
  },
};

export const QualificationNeedsCertification: Story = {
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    await wallet(canvasElement, '0.00');
    // §4: with no real-name record (999) the entry prompts, whatever screens this build has.
    await userEvent.click(entry(canvasElement, '驾驶员资质'));
    let dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('您还未实名认证，请先实名认证');
    await tapDialogButton(dialog, '取消');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(currentUrl()).toBe('/i');

    // The bank-card entry asks the same.
    await userEvent.click(entry(canvasElement, '银行卡'));
    dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('您还未实名认证，请先实名认证');
    await tapDialogButton(dialog, '去上传');
    await expectPath('/seleteRole');
  },
};

export const BadgeOpensTheDetail: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: /已认证/ }, { timeout: 8000 }));
    await expectPath('/i/auth/detail');
  },
};

/** One round avatar: a tap opens the photo source, the new photo replaces the one shown. */
export const AvatarUpload: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await wallet(canvasElement, '12,864.50');
    // One face, no count of photos (the old two-photo uploader showed + 0/2).
    const avatar = screen.getByRole('button', { name: '更换头像' });
    await expect(screen.getAllByRole('button', { name: /更换头像/ })).toHaveLength(1);
    await expect(screen.queryByText(/\d\/2/)).toBeNull();
    await userEvent.click(avatar);
    const sheet = await screen.findByRole('dialog', { name: '选择图片来源' });
    await expect(within(sheet).getByRole('button', { name: '从相册选择' })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: '拍照' }));
    await expect(await screen.findByText('头像上传成功', {}, { timeout: 8000 })).toBeVisible();
    const [sent] = await sentRequests(identity.updateAvatar.path);
    const stored = (sent?.body as { avatar: string }).avatar;
    await expect(stored).toMatch(/\/__sandbox\/files\//);
    // The user detail is read again: the stored avatar is the new one, the one photo on the button.
    await waitFor(() => expect(useSession.getState().loginInfo?.avatar).toBe(stored));
    const again = await screen.findByRole('button', { name: '更换头像' });
    await waitFor(() => expect(getComputedStyle(again).backgroundImage).toContain(stored));
    await expect(screen.getAllByRole('button', { name: /更换头像/ })).toHaveLength(1);
  },
};

export const ClearCache: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await wallet(canvasElement, '12,864.50');
    localStorage.setItem('dictionaries', JSON.stringify({ value: { plateColor: [] }, expire: 0 }));
    const row = await screen.findByRole('button', { name: /^清除缓存/ });
    await userEvent.click(row);
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('确定清除缓存吗？');
    await tapDialogButton(dialog, '确定');
    await expect(await screen.findByText('清除成功')).toBeVisible();
    await waitFor(() => expect(row).toHaveTextContent('0.00KB'));
    await expect(localStorage.getItem('dictionaries')).toBeNull();
    // The login itself stays.
    await expect(useSession.getState().isLoggedIn()).toBe(true);
    await expect(currentUrl()).toBe('/i');
  },
};

export const Logout: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await wallet(canvasElement, '12,864.50');
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('确定退出登录吗？');
    await tapDialogButton(dialog, '确定');
    await expectPath('/loginPwd');
    await expect(useSession.getState().isLoggedIn()).toBe(false);
  },
};

export const LogoutCancelled: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await wallet(canvasElement, '12,864.50');
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await tapDialogButton(await findDialog(canvasElement), '取消');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(currentUrl()).toBe('/i');
    await expect(useSession.getState().isLoggedIn()).toBe(true);
    await expect(await sentRequests('/cuc/user/logout')).toHaveLength(0);
  },
};

export const LogoutWhileServerDown: Story = {
  parameters: { sandbox: { faults: [{ path: '/api/mdc/cuc/user/logout', status: 503 }] } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await wallet(canvasElement, '12,864.50');
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await tapDialogButton(await findDialog(canvasElement), '确定');
    // The driver is logged out on this phone whatever the server answers, without an error toast.
    await expectPath('/loginPwd');
    await expect(useSession.getState().isLoggedIn()).toBe(false);
    await expect(screen.queryByText('服务不可用')).toBeNull();
  },
};

export const PartnerSeesPersonalHome: Story = {
  parameters: { session: 'partner' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByText('已认证', {}, { timeout: 8000 });
    await expect(screen.getByText('个人主页')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: '设置' }));
    await expectPath('/i/setup');
  },
};
