import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_START_MS, idleWorkNow, resetIdleWork, whenIdle } from '@/lib/scheduling/when-idle';

/** A page: `window` as an event target, without requestIdleCallback (older WebViews). */
let page: EventTarget;

beforeEach(() => {
  vi.useFakeTimers();
  page = new EventTarget();
  vi.stubGlobal('window', page);
  resetIdleWork();
});

afterEach(() => {
  resetIdleWork();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for the first input, then runs each task once', () => {
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(IDLE_START_MS - 1);
    expect(task).not.toHaveBeenCalled();

    page.dispatchEvent(new Event('pointerdown'));
    expect(task).toHaveBeenCalledTimes(1);
    page.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(IDLE_START_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs without any input once the page has been quiet for IDLE_START_MS', () => {
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(IDLE_START_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('asks the browser for an idle moment where it can', () => {
    const idleCallbacks: Array<() => void> = [];
    Object.assign(page, { requestIdleCallback: (cb: () => void) => idleCallbacks.push(cb) });
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(IDLE_START_MS);
    expect(task).not.toHaveBeenCalled();
    idleCallbacks[0]!();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once after that moment, and everything waiting when idleWorkNow() is called', () => {
    const first = vi.fn();
    whenIdle(first);
    idleWorkNow();
    expect(first).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    whenIdle(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a cancelled task never runs', () => {
    const task = vi.fn();
    const cancel = whenIdle(task);
    cancel();
    page.dispatchEvent(new Event('touchstart'));
    expect(task).not.toHaveBeenCalled();
  });
});
