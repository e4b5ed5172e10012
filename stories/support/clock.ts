/**
 * The clock of state stories: every date a screenshot shows is the same on every run and machine.
 * Only `Date` is replaced — timers run as usual, so toasts close and debounces fire — which is what
 * Playwright's `clock.setFixedTime` did for the old screenshot suite.
 */

/** 2026-11-22 09:00 in Beijing. */
export const FIXED_TIME = new Date('2026-11-22T09:00:00+08:00');

export interface ClockOptions {
  /** Let time run on from `at` instead of standing still (for a play that waits on a countdown). */
  running?: boolean;
}

/** The browser's own Date, taken before any story replaces it: every undo goes back to it. */
const RealDate = globalThis.Date;

/** Makes `new Date()` and `Date.now()` answer `at` (or time running on from it); returns the undo. */
export function setStoryClock(at: Date = FIXED_TIME, { running = false }: ClockOptions = {}) {
  const startedAt = RealDate.now();
  const now = () => (running ? at.getTime() + (RealDate.now() - startedAt) : at.getTime());

  class StoryDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now());
      else super(...(args as ConstructorParameters<DateConstructor>));
    }

    static override now(): number {
      return now();
    }
  }

  globalThis.Date = StoryDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
