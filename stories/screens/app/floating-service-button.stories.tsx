import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FloatingServiceButton } from '@/app/shell/floating-service-button';
import {
  FLOATING_MARGIN_PX as SERVICE_BUTTON_MARGIN_PX,
  FLOATING_TAP_MS as SERVICE_BUTTON_TAP_MS,
} from '@/components/floating-button';
import { paths } from '@/lib/routing/paths';
import { expectPath } from '../../support/router';

const meta = {
  title: 'Screens/App/FloatingServiceButton',
  component: FloatingServiceButton,
  parameters: { componentRoute: '/' },
  args: { force: true, onOpen: fn() },
} satisfies Meta<typeof FloatingServiceButton>;
export default meta;
type Story = StoryObj<typeof meta>;

function position(button: HTMLElement) {
  const box = button.getBoundingClientRect();
  return { x: Math.round(box.left), y: Math.round(box.top), width: box.width };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

export const TapOpensService: Story = {
  tags: ['state'],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '在线客服' });
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const DragMovesAndSnapsWithoutOpening: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '在线客服' });
    await settle();
    const before = position(button);
    // Starts at the right edge; drag it left past the middle and a bit up.
    await expect(before.x).toBe(window.innerWidth - before.width - SERVICE_BUTTON_MARGIN_PX);
    const startX = before.x + 20;
    const startY = before.y + 20;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: button, coords: { clientX: startX, clientY: startY } },
      { target: button, coords: { clientX: startX - 60, clientY: startY - 40 } },
      { target: button, coords: { clientX: 80, clientY: startY - 120 } },
      { keys: '[/MouseLeft]', target: button, coords: { clientX: 80, clientY: startY - 120 } },
    ]);
    await settle();
    const after = position(button);
    await expect(after.x).toBe(SERVICE_BUTTON_MARGIN_PX);
    await expect(after.y).toBe(before.y - 120);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const LongPressDoesNotOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '在线客服' });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
    await new Promise((resolve) => setTimeout(resolve, SERVICE_BUTTON_TAP_MS + 100));
    await userEvent.pointer({ keys: '[/MouseLeft]', target: button });
    await expect(args.onOpen).not.toHaveBeenCalled();
    // Still reachable from the keyboard.
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const KeptInsideTheViewport: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '在线客服' });
    await settle();
    const start = position(button);
    await userEvent.pointer([
      {
        keys: '[MouseLeft>]',
        target: button,
        coords: { clientX: start.x + 10, clientY: start.y + 10 },
      },
      { target: button, coords: { clientX: start.x + 400, clientY: start.y + 2000 } },
      {
        keys: '[/MouseLeft]',
        target: button,
        coords: { clientX: start.x + 400, clientY: start.y + 2000 },
      },
    ]);
    await settle();
    const box = button.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const TapGoesToTheServiceScreen: Story = {
  args: { force: false },
  parameters: { route: '/', session: 'certifiedDriver' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await screen.findByRole('button', { name: '在线客服' }, { timeout: 5000 }),
    );
    await expectPath(paths.customerService.to());
    // The service screen does not offer itself.
    await waitFor(() => expect(screen.queryByRole('button', { name: '在线客服' })).toBeNull());
  },
};

export const HiddenWhenLoggedOut: Story = {
  args: { force: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: '在线客服' })).toBeNull();
  },
};

export const ShownInTheAppWhenLoggedIn: Story = {
  args: { force: false },
  parameters: { route: '/', session: 'certifiedDriver' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await screen.findByText('已认证', {}, { timeout: 5000 });
    await expect(await screen.findByRole('button', { name: '在线客服' })).toBeVisible();
  },
};
