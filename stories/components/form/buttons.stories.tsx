import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ButtonLink, Checkbox, MOVED_ON } from '@/components/form';

interface DemoProps {
  /** The primary button's action; slow in a story, as a request is. */
  onAction: () => Promise<unknown>;
}

/** The kit's three looks, and the round tick with its label. */
function ButtonsDemo({ onAction }: DemoProps) {
  const [remember, setRemember] = useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Button onClick={onAction}>确认提现</Button>
      <Button variant="secondary" onClick={() => undefined}>
        返回首页
      </Button>
      <ButtonLink variant="text" to="/findPwd">
        忘记密码
      </ButtonLink>
      <Checkbox checked={remember} onChange={setRemember}>
        记住我
      </Checkbox>
    </div>
  );
}

const meta = {
  title: 'Components/Form/Buttons',
  component: ButtonsDemo,
  tags: ['autodocs'],
  args: { onAction: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))) },
  parameters: {
    layout: 'padded',
    componentRoute: '/',
    docs: {
      description: {
        component: `
\`Button\` (primary, secondary, text), \`ButtonLink\` (a link with a button's look) and \`Checkbox\`.
A \`Button\`'s \`onClick\` may be async: it runs single-flight, the button disabled and \`aria-busy\`
until it settles, so a double tap on 确认提现 sends one request; an action that has moved the
screen on returns \`MOVED_ON\` and the button stays closed until the screen is gone. Every control
is at least 44 px tall.
`,
      },
    },
  },
} satisfies Meta<typeof ButtonsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const control of [
      canvas.getByRole('button', { name: '确认提现' }),
      canvas.getByRole('button', { name: '返回首页' }),
      canvas.getByRole('link', { name: '忘记密码' }),
      canvas.getByText('记住我'),
    ]) {
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvas.getByRole('link', { name: '忘记密码' })).toHaveAttribute(
      'href',
      '/findPwd',
    );
  },
};

export const DoubleTapRunsOnce: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '确认提现' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 3000 });
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    await expect(args.onAction).toHaveBeenCalledTimes(2);
  },
};

/**
 * The action is done and the screen is leaving (it returns MOVED_ON): the button stays disabled and
 * busy after the answer, so a tap before the next screen paints sends nothing.
 */
export const MovedOnStaysClosed: Story = {
  args: {
    onAction: fn(() => new Promise<unknown>((resolve) => setTimeout(() => resolve(MOVED_ON), 100))),
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '确认提现' });
    await userEvent.click(button);
    await waitFor(() => expect(args.onAction).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.click();
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const CheckboxToggles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: '记住我' });
    await userEvent.click(canvas.getByText('记住我'));
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
  },
};
