/**
 * Holding a state story still while it is checked and screenshotted. When its play function ends,
 * the timers then pending (a toast's close, a countdown's tick, a carousel's next slide, a slow
 * sandbox answer) are taken off, so the screenshot shows the state the play reached however long
 * the a11y check and the capture take on a busy machine; when the story ends, its own timers end
 * with it and older ones go on. Installed only in the story test run: Storybook in a browser keeps
 * the real timers.
 */

type Callback = (...args: unknown[]) => void;

interface Timer {
  callback: Callback;
  args: unknown[];
  /** Period of an interval; null for a timeout. */
  period: number | null;
  due: number;
  /** Time left when held. */
  left: number;
  handle: ReturnType<typeof setTimeout> | null;
}

const real = {
  setTimeout: globalThis.setTimeout.bind(globalThis),
  clearTimeout: globalThis.clearTimeout.bind(globalThis),
};

const timers = new Map<number, Timer>();
/** Far above the browser's own ids, which code that ran before the install may still clear. */
let nextId = 1_000_000_000;
let installed = false;

function arm(id: number, timer: Timer, delay: number): void {
  timer.due = performance.now() + delay;
  timer.handle = real.setTimeout(() => {
    if (timer.period === null) timers.delete(id);
    else arm(id, timer, timer.period);
    timer.callback(...timer.args);
  }, delay);
}

function schedule(period: number | null) {
  return (callback: unknown, delay?: number, ...args: unknown[]): number => {
    const id = nextId++;
    const ms = Math.max(0, Number(delay) || 0);
    // A string body (setTimeout('code')) is not used by the app; run it as the browser would.
    const run = typeof callback === 'function' ? (callback as Callback) : () => undefined;
    const timer: Timer = {
      callback: run,
      args,
      period: period === null ? null : ms,
      due: 0,
      left: 0,
      handle: null,
    };
    timers.set(id, timer);
    arm(id, timer, ms);
    return id;
  };
}

function clear(id: unknown): void {
  const timer = typeof id === 'number' ? timers.get(id) : undefined;
  if (!timer) {
    real.clearTimeout(id as Parameters<typeof clearTimeout>[0]);
    return;
  }
  if (timer.handle !== null) real.clearTimeout(timer.handle);
  timers.delete(id as number);
}

/** Calls in flight, by the id they were sent under (ids share the timers' sequence). */
const calls = new Map<number, XMLHttpRequest>();

/** Calls sent and calls answered so far: while either moves, the page is still on its way. */
let callEvents = 0;

/** Notes each XMLHttpRequest (the HTTP client's transport) until it has its answer. */
function trackCalls(): void {
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function trackedSend(this: XMLHttpRequest, ...args) {
    const id = nextId++;
    calls.set(id, this);
    callEvents += 1;
    this.addEventListener(
      'loadend',
      () => {
        calls.delete(id);
        callEvents += 1;
      },
      { once: true },
    );
    return send.apply(this, args);
  };
}

/** A call is quiet this long with others still open: those wait on a held timer (a slow answer). */
const QUIET_MS = 120;
/** However busy the page, the capture goes on after this. */
const QUIET_MAX_MS = 3_000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const realWait = (ms: number) => new Promise<void>((resolve) => real.setTimeout(resolve, ms));

/**
 * Resolves once no call is on its way but those held on purpose: a state story's play may end
 * while a read it does not wait for (the Me screen's unsigned-agreement banner) is still being
 * answered, and that answer landing mid-capture changed the page's height between two runs. No
 * call open: at once (after a task, for an answer's render to start its follow-up read). Calls
 * open: until none was sent or answered for QUIET_MS, then two frames for the render — a call
 * whose answer waits on a held timer (`neverAnswered`, a slow fault) stays open and is left so.
 */
export async function callsSettled(): Promise<void> {
  const started = performance.now();
  let seen = callEvents;
  await realWait(0);
  if (calls.size === 0 && seen === callEvents) return;
  while (performance.now() - started < QUIET_MAX_MS) {
    seen = callEvents;
    await realWait(calls.size === 0 ? 0 : QUIET_MS);
    if (seen === callEvents) break;
  }
  await nextFrame();
  await nextFrame();
}

/** Routes the page's setTimeout/setInterval through the hold (once; the story run only). */
export function installTimerHold(): void {
  if (installed) return;
  installed = true;
  trackCalls();
  const global = globalThis as unknown as Record<string, unknown>;
  global.setTimeout = schedule(null);
  global.setInterval = schedule(0);
  global.clearTimeout = clear;
  global.clearInterval = clear;
}

/** Takes every pending timer off, keeping the time it had left. Timers set afterwards run. */
export function holdTimers(): void {
  const now = performance.now();
  for (const timer of timers.values()) {
    if (timer.handle === null) continue;
    real.clearTimeout(timer.handle);
    timer.handle = null;
    timer.left = Math.max(0, timer.due - now);
  }
}

/** A mark before a story's first timer: `endTimers(mark)` ends what the story started. */
export function timerMark(): number {
  return nextId;
}

/**
 * Ends a story's own timers — everything set since `mark`, held or not — and puts the older held
 * ones back with the time they had left. A story's timers must not outlive it: a call the story
 * held unanswered would otherwise time out (the XMLHttpRequest's own 15-s timer) and toast
 * 接口请求超时 over a later story. Such a call now simply never ends.
 */
export function endTimers(mark: number): void {
  for (const [id, timer] of timers) {
    if (id >= mark) {
      if (timer.handle !== null) real.clearTimeout(timer.handle);
      timers.delete(id);
    } else if (timer.handle === null) {
      arm(id, timer, timer.left);
    }
  }
  for (const [id, call] of calls) {
    if (id < mark) continue;
    call.timeout = 0;
    calls.delete(id);
  }
}
