/**
 * The loading state of a screen that waits for one call: that call held (`neverAnswered`), and
 * 加载中 shown. Tagged `state`; the export name stays the screen's own (`export const Loading:
 * Story = loadingState(getPath)`), so story ids and baselines do not change.
 */
import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { neverAnswered } from './sandbox';

/** The first look of a story waits for the whole app to boot, slow on a busy machine. */
const SLOW = { timeout: 15_000 };

export function loadingState(path: string): StoryObj {
  return {
    tags: ['state'],
    parameters: { sandbox: { faults: [neverAnswered(path)] } },
    play: async ({ canvasElement }) => {
      const body = within(canvasElement.ownerDocument.body);
      await expect(await body.findByRole('status', { name: '加载中' }, SLOW)).toBeVisible();
    },
  };
}
