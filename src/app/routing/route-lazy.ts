import type { ComponentType } from 'react';
import { yieldToBrowser } from '@/lib/scheduling/yield-to-browser';
import { lazyWithRetry } from './lazy-with-retry';

export type ScreenModule = { default: ComponentType };

/**
 * A route `lazy` that loads the screen's chunk, retrying once (see lazy-with-retry). It starts in a
 * task of its own, so starting the router and evaluating the first screen are not one long task.
 */
export function lazyScreen(load: () => Promise<ScreenModule>) {
  return async () => {
    await yieldToBrowser();
    const mod = await lazyWithRetry(load);
    return { Component: mod.default };
  };
}
