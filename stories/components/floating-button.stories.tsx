import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhoneFill } from 'antd-mobile-icons';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FLOATING_MARGIN_PX, FLOATING_TAP_MS, FloatingButton } from '@/components/floating-button';

const meta = {
  title: 'Components/FloatingButton',
  component: FloatingButton,
  tags: ['autodocs'],
  args: {
    label: '联系调度',
    onTap: fn(),
    children: <PhoneFill aria-hidden="true" />,
  },
  parameters: {
    docs: {
      description: {
        component: `
A round button floating over the page (the customer-service button of the shell is one). The driver
can drag it anywhere; on release it rests against the nearer side edge at the height it was dropped,
kept clear of the nav bar and tab bar (\`insets\`, default 56 / 64 px) and 12 px from the edges.

- **Tap threshold (§9): 200 ms.** A press shorter than 200 ms that barely moves (8 px) calls
  \`onTap\`; a longer press or a drag does not. Keyboard activation always counts.
- \`label\` is its accessible name (it shows only an icon); \`size\` ≥ 44 px (default 52).
- \`memoryKey\`: buttons with the same key reopen where the driver left them during this visit.
- It is \`position: fixed\`: render one per screen, outside scrolling containers.
`,
      },
    },
  },
} satisfies Meta<typeof FloatingButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

function box(button: HTMLElement) {
  const r = button.getBoundingClientRect();
  return { x: Math.round(r.left), y: Math.round(r.top), width: r.width, height: r.height };
}

export const TapCallsOnTap: Story = {
  tags: ['state'],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '联系调度' });
    await settle();
    const start = box(button);
    await expect(start.width).toBe(52);
    await expect(start.x).toBe(window.innerWidth - 52 - FLOATING_MARGIN_PX);
    await userEvent.click(button);
    await expect(args.onTap).toHaveBeenCalledTimes(1);
  },
};

export const DragSnapsToTheNearerEdge: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '联系调度' });
    await settle();
    const before = box(button);
    const x = before.x + 20;
    const y = before.y + 20;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: button, coords: { clientX: x, clientY: y } },
      { target: button, coords: { clientX: x - 50, clientY: y - 30 } },
      { target: button, coords: { clientX: 60, clientY: y - 100 } },
      { keys: '[/MouseLeft]', target: button, coords: { clientX: 60, clientY: y - 100 } },
    ]);
    await settle();
    const after = box(button);
    await expect(after.x).toBe(FLOATING_MARGIN_PX);
    await expect(after.y).toBe(before.y - 100);
    await expect(args.onTap).not.toHaveBeenCalled();
  },
};

export const LongPressIsNotATap: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '联系调度' });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
    await new Promise((resolve) => setTimeout(resolve, FLOATING_TAP_MS + 100));
    await userEvent.pointer({ keys: '[/MouseLeft]', target: button });
    await expect(args.onTap).not.toHaveBeenCalled();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTap).toHaveBeenCalledTimes(1);
  },
};

export const StaysClearOfTheBars: Story = {
  args: { insets: { top: 100, bottom: 120 }, size: 60 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '联系调度' });
    await settle();
    const start = box(button);
    await expect(start.width).toBe(60);
    await userEvent.pointer([
      {
        keys: '[MouseLeft>]',
        target: button,
        coords: { clientX: start.x + 5, clientY: start.y + 5 },
      },
      { target: button, coords: { clientX: start.x - 40, clientY: -500 } },
      { keys: '[/MouseLeft]', target: button, coords: { clientX: start.x - 40, clientY: -500 } },
    ]);
    await settle();
    await expect(box(button).y).toBe(100 + FLOATING_MARGIN_PX);
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: button, coords: { clientX: start.x + 5, clientY: 120 } },
      { target: button, coords: { clientX: start.x - 40, clientY: 5000 } },
      { keys: '[/MouseLeft]', target: button, coords: { clientX: start.x - 40, clientY: 5000 } },
    ]);
    await settle();
    const bottom = button.getBoundingClientRect().bottom;
    await expect(Math.round(bottom)).toBe(window.innerHeight - 120 - FLOATING_MARGIN_PX);
  },
};
