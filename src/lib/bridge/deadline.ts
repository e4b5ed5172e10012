import type { Timers } from './host';

export interface Settle<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
  readonly settled: boolean;
}

/**
 * A promise that settles at most once: by `start`'s own answer or, after `ms`, by `onTimeout()`.
 * Later and duplicate answers are dropped; the signal tells the work it is no longer wanted.
 */
export function withDeadline<T>(
  timers: Timers,
  ms: number,
  onTimeout: () => unknown,
  start: (settle: Settle<T>, signal: AbortSignal) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const controller = new AbortController();
    let settled = false;
    const finish = () => {
      settled = true;
      timers.clearTimeout(timer);
    };
    const settle: Settle<T> = {
      resolve(value) {
        if (settled) return;
        finish();
        resolve(value);
      },
      reject(error) {
        if (settled) return;
        finish();
        reject(error);
      },
      get settled() {
        return settled;
      },
    };
    const timer = timers.setTimeout(() => {
      settle.reject(onTimeout());
      controller.abort();
    }, ms);
    try {
      start(settle, controller.signal);
    } catch (error) {
      settle.reject(error);
    }
  });
}
