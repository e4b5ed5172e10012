import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  SignCountdownDialog,
  type SignCountdownDialogProps,
} from '@/components/sign-countdown-dialog';

/** A screen's banner: 去查看 opens the dialog; confirm and cancel close it. */
function WithBanner(args: SignCountdownDialogProps) {
  const [open, setOpen] = useState(args.visible);
  return (
    <div style={{ padding: 16 }}>
      <button type="button" style={{ minHeight: 44 }} onClick={() => setOpen(true)}>
        您有未签署的协议，去查看
      </button>
      <SignCountdownDialog
        {...args}
        visible={open}
        onConfirm={() => {
          setOpen(false);
          args.onConfirm();
        }}
        onCancel={() => {
          setOpen(false);
          args.onCancel();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/SignCountdownDialog',
  component: SignCountdownDialog,
  tags: ['autodocs'],
  args: {
    visible: false,
    onConfirm: fn(),
    onCancel: fn(),
    children: '《网络货运司机服务协议》已更新，请仔细阅读后签署。签署前请确认本人信息真实有效。',
  },
  render: (args) => <WithBanner {...args} />,
  parameters: {
    docs: {
      description: {
        component: `
The unsigned-agreement dialog (§4): its confirm button counts down **5秒, 4秒 … 1秒** (§9: 5 s) and
only then reads 去签署 and can be pressed. The screen then goes to /verifyAgree with the mobile and
verifytype certification.

- Controlled by \`visible\`; every opening starts a fresh countdown (closing and reopening does
  not skip it). \`seconds\` changes the countdown (stories, tests).
- \`onConfirm\` only fires after the countdown; \`onCancel\` (取消) works at any time. The mask does
  not close it.
- \`children\` is the text the driver reads; it scrolls inside the dialog when long.
`,
      },
    },
  },
} satisfies Meta<typeof SignCountdownDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const CountsDownThenSigns: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '您有未签署的协议，去查看' }));
    const dialog = await screen.findByRole('dialog', { name: '协议签署提醒' });
    const counting = within(dialog).getByRole('button', { name: '5秒' });
    await expect(counting).toBeDisabled();
    await userEvent.click(counting);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(
      await within(dialog).findByRole('button', { name: '3秒' }, { timeout: 3000 }),
    ).toBeDisabled();
    const sign = await within(dialog).findByRole('button', { name: '去签署' }, { timeout: 4000 });
    await expect(sign).toBeEnabled();
    await userEvent.click(sign);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CancelAnyTime: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '您有未签署的协议，去查看' }));
    const dialog = await screen.findByRole('dialog', { name: '协议签署提醒' });
    await expect(dialog).toHaveTextContent('《网络货运司机服务协议》已更新');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const ReopeningRestartsTheCountdown: Story = {
  args: { seconds: 2 },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const open = () =>
      userEvent.click(screen.getByRole('button', { name: '您有未签署的协议，去查看' }));
    await open();
    let dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: '去签署' }, { timeout: 3000 });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await open();
    dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: '2秒' })).toBeDisabled();
  },
};

export const Counting: Story = {
  tags: ['state'],
  args: { visible: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '协议签署提醒' });
    await expect(dialog).toHaveTextContent('《网络货运司机服务协议》已更新');
    await expect(within(dialog).getByRole('button', { name: '5秒' })).toBeDisabled();
  },
};

export const OpenWithCustomTitle: Story = {
  // Ready to sign: the play waits for the countdown, so the clock must run.
  tags: ['state', 'live-clock'],
  args: { visible: true, title: '运输协议签署', confirmText: '立即签署' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '运输协议签署' });
    await expect(within(dialog).getByRole('button', { name: '5秒' })).toBeDisabled();
    await expect(
      await within(dialog).findByRole('button', { name: '立即签署' }, { timeout: 6000 }),
    ).toBeEnabled();
  },
};
