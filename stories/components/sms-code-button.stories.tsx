import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SmsCodeButton } from '@/components/sms-code-button';

const meta = {
  title: 'Components/SmsCodeButton',
  component: SmsCodeButton,
  tags: ['autodocs'],
  args: { onSend: fn(async () => true) },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `
The send button of an SMS-code field (§4): **发送验证码**, then \`N秒后重发\` for 60 s (§9), then
发送验证码 again.

- \`onSend()\` checks what the code is for (usually the mobile, showing its own message) and sends
  it; resolve **true** when a code went out — only then does the countdown start. Resolve false (or
  reject) and the button is ready again at once; a second tap while sending is ignored.
- \`runningUntil\` (epoch ms) continues a countdown started elsewhere, e.g. on the previous screen.
- The countdown reads the clock, not its ticks, so it stays right after the WebView was in the
  background. \`className\` replaces the default look (a link-style button in auth screens).
`,
      },
    },
  },
} satisfies Meta<typeof SmsCodeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SendStartsCountdown: Story = {
  tags: ['state'],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '发送验证码' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(
      await within(canvasElement).findByRole('button', { name: '60秒后重发' }),
    ).toBeDisabled();
  },
};

export const CountdownEndsAndResendWorks: Story = {
  args: { seconds: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await expect(
      await canvas.findByRole('button', { name: '2秒后重发' }, { timeout: 2500 }),
    ).toBeDisabled();
    await expect(
      await canvas.findByRole('button', { name: '1秒后重发' }, { timeout: 2500 }),
    ).toBeDisabled();
    const again = await canvas.findByRole('button', { name: '发送验证码' }, { timeout: 3000 });
    await expect(again).toBeEnabled();
    await userEvent.click(again);
    await expect(args.onSend).toHaveBeenCalledTimes(2);
  },
};

export const SendFailedStaysReady: Story = {
  tags: ['state'],
  args: { onSend: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '发送验证码' });
    await userEvent.click(button);
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1));
    await expect(button).toBeEnabled();
    await expect(button).toHaveTextContent('发送验证码');
  },
};

export const SendingIgnoresSecondTap: Story = {
  args: {
    onSend: fn(() => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 400))),
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '发送验证码' });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(await within(canvasElement).findByText('60秒后重发')).toBeVisible();
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const AlreadyRunning: Story = {
  args: { runningUntil: Date.now() + 45_500 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /秒后重发$/ });
    await expect(button).toBeDisabled();
    const seconds = Number(/^(\d+)秒后重发$/.exec(button.textContent ?? '')?.[1]);
    await expect(seconds).toBeGreaterThan(0);
    await expect(seconds).toBeLessThanOrEqual(60);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  tags: ['state'],
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '发送验证码' })).toBeDisabled();
  },
};
