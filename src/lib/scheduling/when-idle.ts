/**
 * Work the first screen does not need (the bridge and native services, toasts' and dialogs'
 * animation library) waits for the driver's first input or for the page to have been quiet a
 * while, whichever comes first — so the screen is usable as soon as it paints and what is fetched
 * until the network goes idle is only what the screen shows.
 */

/** Inputs that mean the driver has started using the page. */
const INPUTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Quiet time, from the first `whenIdle` call, before idle work starts without an input. */
export const IDLE_START_MS = 5000;

type Task = () => void;

const waiting = new Set<Task>();
let armed = false;
let due = false;
let timer: ReturnType<typeof setTimeout> | null = null;

function runAll(): void {
  due = true;
  disarm();
  const tasks = [...waiting];
  waiting.clear();
  for (const task of tasks) task();
}

function arm(): void {
  if (armed || typeof window === 'undefined') return;
  armed = true;
  for (const type of INPUTS)
    window.addEventListener(type, runAll, { capture: true, passive: true });
  timer = setTimeout(() => {
    timer = null;
    const idle = (window as { requestIdleCallback?: (cb: () => void, o?: object) => number })
      .requestIdleCallback;
    if (idle) idle(runAll, { timeout: 1000 });
    else runAll();
  }, IDLE_START_MS);
}

function disarm(): void {
  if (typeof window !== 'undefined') {
    for (const type of INPUTS) window.removeEventListener(type, runAll, { capture: true });
  }
  if (timer !== null) clearTimeout(timer);
  timer = null;
  armed = false;
}

/**
 * Runs `task` at the first input or after IDLE_START_MS of quiet, counted from the first call;
 * at once when that moment has passed. Returns a cancel for a task not yet run.
 */
export function whenIdle(task: Task): () => void {
  if (due) {
    task();
    return () => {};
  }
  waiting.add(task);
  arm();
  return () => {
    waiting.delete(task);
  };
}

/** Runs what waits now: something needs it before the driver has touched the page. */
export function idleWorkNow(): void {
  if (!due) runAll();
}

/** Back to a fresh page (tests). */
export function resetIdleWork(): void {
  disarm();
  waiting.clear();
  due = false;
}
