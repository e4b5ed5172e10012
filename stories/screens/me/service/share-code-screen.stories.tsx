import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShareCodeScreen } from '@/features/me/service/screens/share-code-screen';
import { bridge } from '@/lib/bridge/bridge';
import { invite } from '@/lib/contract/me/invite';
import { neverAnswered, sentRequests } from '../../../support/sandbox';

/** The first look of a story waits for the whole app to boot, slow on a busy machine. */
const SLOW = { timeout: 15_000 };

/** In a plain browser (share-code-screen; the in-app stories are in the .native file). */
const meta = {
  title: 'Screens/Me/Service/ShareCode',
  component: ShareCodeScreen,
  parameters: { route: '/share-code', session: 'certifiedDriver' },
} satisfies Meta<typeof ShareCodeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = invite.getMyInviteCode.path;

// The bridge client waits 5 s for a native app once per page, from its first use. Started inside
// a state story, that wait's timer could be ended with the story's own timers
// (.storybook/hold-timers): start it here, as the file loads, outside every story.
void bridge.ready();

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

async function shownCode(canvasElement: HTMLElement): Promise<string> {
  const code = await body(canvasElement).findByLabelText(/^邀请码 [A-Z0-9]+$/, {}, SLOW);
  return code.textContent ?? '';
}

/**
 * §8: a browser that cannot copy says 该设备不支持复制. First in the file: an earlier state story's
 * toast, whose close timer ended with that story (.storybook/hold-timers), can keep antd-mobile's
 * one Toast closed, so a later story's toast is never shown.
 */
export const CopyUnsupported: Story = {
  beforeEach() {
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    const execCommand = Document.prototype.execCommand;
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      configurable: true,
      get: () => ({ writeText: () => Promise.reject(new Error('denied')) }),
    });
    Document.prototype.execCommand = () => false;
    return () => {
      if (clipboard) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
      Document.prototype.execCommand = execCommand;
    };
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await shownCode(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '复制邀请码' }));
    // The bridge client first waits (up to 5 s) for a native app before using the browser.
    await expect(
      await screen.findByText('该设备不支持复制', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The driver's own code: QR code of the invitation link, the code, copy and share. */
export const MyCode: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const code = await shownCode(canvasElement);
    await expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    // The picture is drawn after the code shows (a busy placeholder until then).
    await waitFor(
      () =>
        expect(
          screen.getByRole('img', { name: `邀请码 ${code} 的二维码` }).getAttribute('src'),
        ).toMatch(/^data:image\/png;base64,/),
      SLOW,
    );
    await expect(screen.getByText('已邀请 0 人')).toBeVisible();
    await expect(screen.getByRole('button', { name: '复制邀请码' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: '分享给好友' })).toBeEnabled();
    await expect(await sentRequests('/getMyInviteCode')).toHaveLength(1);
  },
};

/** Someone opened a shared link while logged out: that code, and a way to register. */
export const OpenedFromSharedLink: Story = {
  tags: ['state'],
  parameters: { session: 'guest', route: '/share-code?code=ab3k9mzq' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(
      await screen.findByRole('heading', { name: '邀请您加入司机端' }, SLOW),
    ).toBeVisible();
    await expect(await shownCode(canvasElement)).toBe('AB3K9MZQ');
    await expect(
      await screen.findByRole('img', { name: '邀请码 AB3K9MZQ 的二维码' }, SLOW),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: '立即注册' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(screen.getByRole('link', { name: '已有账号，去登录' })).toHaveAttribute(
      'href',
      '/loginPwd?redirect=%2Fshare-code',
    );
    await expect(await sentRequests('/getMyInviteCode')).toHaveLength(0);
  },
};

/** Logged out, no code (or a malformed one): log in first, then come back here. */
export const LoggedOutWithoutCode: Story = {
  tags: ['state'],
  parameters: { session: 'guest', route: '/share-code?code=%3Cscript%3E' },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('登录后查看您的邀请码', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute(
      'href',
      '/loginPwd?redirect=%2Fshare-code',
    );
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(path)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('status', { name: '加载中…' }, SLOW),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path, state: 500, msg: '邀请服务繁忙' }] } },
  play: async ({ canvasElement }) => {
    const alert = await body(canvasElement).findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('邀请码获取失败');
    await expect(alert).toHaveTextContent('邀请服务繁忙');
  },
};

export const ErrorThenRetry: Story = {
  parameters: { sandbox: { faults: [{ path, state: 500, msg: '邀请服务繁忙', times: 1 }] } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '重试' }, SLOW));
    await expect(await shownCode(canvasElement)).toMatch(/^[A-Z0-9]{8}$/);
  },
};
