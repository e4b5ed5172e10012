import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { lazyScreen, type ScreenModule } from '@/app/routing/route-lazy';
import { RouteErrorScreen } from '@/app/screens/route-error-screen';

/** A route whose chunk download fails (`load` decides how), with the app's error element. */
function ChunkDemo({
  load,
  onReload,
}: {
  load: () => Promise<ScreenModule>;
  onReload: () => void;
}) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/',
          lazy: lazyScreen(load),
          errorElement: <RouteErrorScreen onReload={onReload} />,
        },
      ],
      { initialEntries: ['/'] },
    ),
  );
  return <RouterProvider router={router} />;
}

const failedFetch = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/waybill-screen.js');

const meta = {
  title: 'Screens/App/ChunkLoadFailure',
  component: RouteErrorScreen,
  args: { onReload: fn() },
} satisfies Meta<typeof RouteErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const failingTwice = fn(() => Promise.reject(failedFetch()));

export const FailsTwiceThenOffersReload: Story = {
  tags: ['state'],
  render: (args) => <ChunkDemo load={failingTwice} onReload={args.onReload ?? (() => {})} />,
  beforeEach: () => {
    failingTwice.mockClear();
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('页面加载失败，请检查网络后重试');
    // One retry, then the message.
    await expect(failingTwice).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

let attempts = 0;
function RecoveredScreen() {
  return <p>运单列表已加载</p>;
}
const failingOnce = () => {
  attempts += 1;
  return attempts === 1
    ? Promise.reject(failedFetch())
    : Promise.resolve({ default: RecoveredScreen });
};

export const RetryRecovers: Story = {
  render: (args) => <ChunkDemo load={failingOnce} onReload={args.onReload ?? (() => {})} />,
  beforeEach: () => {
    attempts = 0;
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('运单列表已加载')).toBeVisible();
    await expect(attempts).toBe(2);
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};
