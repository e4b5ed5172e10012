import type { ComponentType } from 'react';
import { lazyWithRetry } from './lazy-with-retry';

export type ScreenModule = { default: ComponentType };

/** A route `lazy` that loads the screen's chunk, retrying once (see lazy-with-retry). */
export function lazyScreen(load: () => Promise<ScreenModule>) {
  return async () => {
    const mod = await lazyWithRetry(load);
    return { Component: mod.default };
  };
}
