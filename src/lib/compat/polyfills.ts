/**
 * Small hand-written stand-ins for the APIs of ./features.ts, fetched (a chunk of their own) only
 * by a WebView that lacks one of them, and installed before any of the app's own modules run
 * (src/main.tsx). Each follows the standard for what the H5 and its libraries use; where the real
 * thing cannot be built in a page (observers), the stand-in reports from the layout on resize and
 * scroll, which is what the callers need.
 */
import { uuidFromRandomValues } from '@/lib/crypto/random-uuid';
import type { Feature } from './features';

type Root = Record<string, unknown> & typeof globalThis;
type Fn = (...args: never[]) => unknown;

/** As the built-ins are: writable, configurable, not enumerable (for-in over arrays stays clean). */
function define(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, configurable: true });
}

function relativeIndex(length: number, index: number): number {
  const i = Math.trunc(Number(index)) || 0;
  return i < 0 ? i + length : i;
}

function at<T>(this: ArrayLike<T>, index: number): T | undefined {
  const i = relativeIndex(this.length, index);
  return i < 0 || i >= this.length ? undefined : this[i];
}

function stringAt(this: string, index: number): string | undefined {
  return at.call<ArrayLike<string>, [number], string | undefined>(String(this), index);
}

type Predicate = (value: unknown, index: number, array: ArrayLike<unknown>) => unknown;

function findLastIndex(this: ArrayLike<unknown>, predicate: Predicate, thisArg?: unknown): number {
  for (let i = this.length - 1; i >= 0; i -= 1)
    if (predicate.call(thisArg, this[i], i, this)) return i;
  return -1;
}

function findLast(this: ArrayLike<unknown>, predicate: Predicate, thisArg?: unknown): unknown {
  const i = findLastIndex.call(this, predicate, thisArg);
  return i < 0 ? undefined : this[i];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function replaceAll(
  this: string,
  search: string | RegExp,
  replacement: string | ((substring: string, ...args: unknown[]) => string),
): string {
  if (search instanceof RegExp && !search.global)
    throw new TypeError('replaceAll must be called with a global RegExp');
  const pattern = search instanceof RegExp ? search : new RegExp(escapeRegExp(String(search)), 'g');
  return String(this).replace(pattern, replacement as string);
}

function matchAll(this: string, regexp: RegExp | string): IterableIterator<RegExpExecArray> {
  if (regexp instanceof RegExp && !regexp.global)
    throw new TypeError('matchAll must be called with a global RegExp');
  const source = regexp instanceof RegExp ? regexp : new RegExp(regexp, 'g');
  const re = new RegExp(
    source.source,
    source.flags.includes('g') ? source.flags : `${source.flags}g`,
  );
  re.lastIndex = source.lastIndex;
  return matches(re, String(this));
}

function* matches(re: RegExp, text: string): IterableIterator<RegExpExecArray> {
  for (let match = re.exec(text); match !== null; match = re.exec(text)) {
    yield match;
    if (match[0] === '')
      re.lastIndex += re.unicode && (text.codePointAt(re.lastIndex) ?? 0) > 0xffff ? 2 : 1;
  }
}

function fromEntries(
  entries: Iterable<readonly [PropertyKey, unknown]>,
): Record<PropertyKey, unknown> {
  const out: Record<PropertyKey, unknown> = {};
  for (const [key, value] of entries)
    Object.defineProperty(out, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  return out;
}

function hasOwn(object: unknown, key: PropertyKey): boolean {
  if (object == null) throw new TypeError('Cannot convert undefined or null to object');
  return Object.prototype.hasOwnProperty.call(object, key);
}

function allSettled(values: Iterable<unknown>): Promise<PromiseSettledResult<unknown>[]> {
  return Promise.all(
    Array.from(values, (value) =>
      Promise.resolve(value).then(
        (v) => ({ status: 'fulfilled' as const, value: v }),
        (reason: unknown) => ({ status: 'rejected' as const, reason }),
      ),
    ),
  );
}

function dataCloneError(what: string): Error {
  const message = `${what} could not be cloned.`;
  try {
    return new DOMException(message, 'DataCloneError');
  } catch {
    return Object.assign(new Error(message), { name: 'DataCloneError' });
  }
}

/** The structured clone of what the H5 stores and posts: plain data, dates, maps, sets, buffers. */
function structuredClone<T>(value: T): T {
  const seen = new Map<object, unknown>();
  const clone = (v: unknown): unknown => {
    if (typeof v === 'function' || typeof v === 'symbol') throw dataCloneError(String(v));
    if (v === null || typeof v !== 'object') return v;
    if (seen.has(v)) return seen.get(v);
    const tag = Object.prototype.toString.call(v).slice(8, -1);
    const keep = <O>(made: O): O => (seen.set(v, made), made);
    if (v instanceof Date) return keep(new Date(v.getTime()));
    if (v instanceof RegExp) return keep(new RegExp(v.source, v.flags));
    if (typeof Blob !== 'undefined' && v instanceof Blob) return keep(v); // immutable
    if (v instanceof ArrayBuffer) return keep(v.slice(0));
    if (ArrayBuffer.isView(v)) {
      const view = v as unknown as {
        constructor: new (b: ArrayBuffer) => unknown;
        buffer: ArrayBuffer;
      };
      return keep(
        new view.constructor(
          (v.buffer as ArrayBuffer).slice(v.byteOffset, v.byteOffset + v.byteLength),
        ),
      );
    }
    if (v instanceof Map) {
      const made = keep(new Map());
      v.forEach((item, key) => made.set(clone(key), clone(item)));
      return made;
    }
    if (v instanceof Set) {
      const made = keep(new Set());
      v.forEach((item) => made.add(clone(item)));
      return made;
    }
    if (v instanceof Error) {
      const made = keep(new Error(v.message));
      made.name = v.name;
      return made;
    }
    if (
      tag !== 'Object' &&
      tag !== 'Array' &&
      !(v instanceof Boolean || v instanceof Number || v instanceof String)
    )
      throw dataCloneError(tag);
    if (v instanceof Boolean || v instanceof Number || v instanceof String)
      return keep(Object(v.valueOf()));
    const made = keep(Array.isArray(v) ? new Array(v.length) : {}) as Record<string, unknown>;
    for (const key of Object.keys(v)) made[key] = clone((v as Record<string, unknown>)[key]);
    return made;
  };
  return clone(value) as T;
}

function queueMicrotask(callback: () => void): void {
  Promise.resolve()
    .then(callback)
    .catch((error: unknown) =>
      setTimeout(() => {
        throw error;
      }),
    );
}

type Listener = EventListenerOrEventListenerObject;

/** AbortSignal without `new EventTarget()` (Safari 14): its own listener list. */
class AbortSignalShim {
  aborted = false;
  reason: unknown = undefined;
  onabort: ((event: Event) => void) | null = null;
  private listeners: { listener: Listener; once: boolean }[] = [];

  static abort(reason?: unknown): AbortSignalShim {
    const controller = new AbortControllerShim();
    controller.abort(reason);
    return controller.signal;
  }

  static timeout(ms: number): AbortSignalShim {
    const controller = new AbortControllerShim();
    setTimeout(() => controller.abort(abortError('signal timed out', 'TimeoutError')), ms);
    return controller.signal;
  }

  addEventListener(
    type: string,
    listener: Listener | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (type !== 'abort' || !listener || this.listeners.some((l) => l.listener === listener))
      return;
    this.listeners.push({ listener, once: typeof options === 'object' && options.once === true });
  }

  removeEventListener(type: string, listener: Listener | null) {
    if (type === 'abort') this.listeners = this.listeners.filter((l) => l.listener !== listener);
  }

  dispatchEvent(event: Event): boolean {
    if (event.type !== 'abort') return true;
    this.onabort?.call(this, event);
    for (const entry of this.listeners.slice()) {
      if (entry.once) this.removeEventListener('abort', entry.listener);
      if (typeof entry.listener === 'function') entry.listener.call(this, event);
      else entry.listener.handleEvent(event);
    }
    return true;
  }

  throwIfAborted(): void {
    if (this.aborted) throw this.reason;
  }
}

function abortError(message: string, name: string): Error {
  try {
    return new DOMException(message, name);
  } catch {
    return Object.assign(new Error(message), { name });
  }
}

class AbortControllerShim {
  readonly signal = new AbortSignalShim();

  abort(reason?: unknown): void {
    const { signal } = this;
    if (signal.aborted) return;
    signal.aborted = true;
    signal.reason =
      reason === undefined ? abortError('signal is aborted without reason', 'AbortError') : reason;
    signal.dispatchEvent({
      type: 'abort',
      target: signal,
      currentTarget: signal,
    } as unknown as Event);
  }
}

/** Calls `check` in the next frame, and on resize, orientation change and (when asked) scroll. */
function layoutWatch(check: () => void, onScroll: boolean): { kick(): void; stop(): void } {
  let frame = 0;
  const kick = () => {
    if (frame === 0)
      frame = requestAnimationFrame(() => {
        frame = 0;
        check();
      });
  };
  const events = onScroll
    ? ['resize', 'orientationchange', 'scroll']
    : ['resize', 'orientationchange'];
  for (const name of events) window.addEventListener(name, kick, true);
  return {
    kick,
    stop() {
      cancelAnimationFrame(frame);
      frame = 0;
      for (const name of events) window.removeEventListener(name, kick, true);
    },
  };
}

const rectOf = (element: Element) => element.getBoundingClientRect();

/** Reports each observed element's size once, then whenever the window's layout changes it. */
class ResizeObserverShim {
  private sizes = new Map<Element, string>();
  private watch: ReturnType<typeof layoutWatch> | null = null;

  constructor(private readonly callback: ResizeObserverCallback) {}

  observe(target: Element): void {
    this.sizes.set(target, '');
    this.watch ??= layoutWatch(() => this.check(), false);
    this.watch.kick();
  }

  unobserve(target: Element): void {
    this.sizes.delete(target);
    if (this.sizes.size === 0) this.disconnect();
  }

  disconnect(): void {
    this.sizes.clear();
    this.watch?.stop();
    this.watch = null;
  }

  private check(): void {
    const entries: ResizeObserverEntry[] = [];
    this.sizes.forEach((last, target) => {
      const rect = rectOf(target);
      const size = `${rect.width}x${rect.height}`;
      if (size === last) return;
      this.sizes.set(target, size);
      const box = [{ inlineSize: rect.width, blockSize: rect.height }];
      entries.push({
        target,
        contentRect: {
          x: 0,
          y: 0,
          top: 0,
          left: 0,
          width: rect.width,
          height: rect.height,
          right: rect.width,
          bottom: rect.height,
        },
        borderBoxSize: box,
        contentBoxSize: box,
        devicePixelContentBoxSize: box,
      } as unknown as ResizeObserverEntry);
    });
    if (entries.length > 0) this.callback(entries, this as unknown as ResizeObserver);
  }
}

/** Reports each observed element's overlap with the viewport (or `root`) when it changes. */
class IntersectionObserverShim {
  readonly root: Element | null;
  readonly rootMargin = '0px';
  readonly thresholds: number[];
  private ratios = new Map<Element, number>();
  private watch: ReturnType<typeof layoutWatch> | null = null;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.root = options.root instanceof Element ? options.root : null;
    this.thresholds = ([] as number[]).concat(options.threshold ?? 0);
  }

  observe(target: Element): void {
    this.ratios.set(target, -1);
    this.watch ??= layoutWatch(() => this.check(), true);
    this.watch.kick();
  }

  unobserve(target: Element): void {
    this.ratios.delete(target);
    if (this.ratios.size === 0) this.disconnect();
  }

  disconnect(): void {
    this.ratios.clear();
    this.watch?.stop();
    this.watch = null;
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  private check(): void {
    const bounds = this.root
      ? rectOf(this.root)
      : {
          top: 0,
          left: 0,
          right: window.innerWidth,
          bottom: window.innerHeight,
          width: window.innerWidth,
          height: window.innerHeight,
        };
    const entries: IntersectionObserverEntry[] = [];
    this.ratios.forEach((last, target) => {
      const rect = rectOf(target);
      const top = Math.max(rect.top, bounds.top);
      const left = Math.max(rect.left, bounds.left);
      const width = Math.max(0, Math.min(rect.right, bounds.right) - left);
      const height = Math.max(0, Math.min(rect.bottom, bounds.bottom) - top);
      const area = rect.width * rect.height;
      const isIntersecting = width > 0 && height > 0;
      const ratio = area > 0 ? (width * height) / area : isIntersecting ? 1 : 0;
      const crossed = (t: number) => last < 0 || last >= t !== ratio >= t;
      if (last >= 0 && !this.thresholds.some(crossed) && last > 0 === isIntersecting) return;
      this.ratios.set(target, ratio);
      entries.push({
        target,
        time: performance.now(),
        isIntersecting,
        intersectionRatio: ratio,
        boundingClientRect: rect,
        intersectionRect: {
          x: left,
          y: top,
          top,
          left,
          width,
          height,
          right: left + width,
          bottom: top + height,
        },
        rootBounds: bounds,
      } as unknown as IntersectionObserverEntry);
    });
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const INSTALL: Record<Feature, (root: Root) => void> = {
  globalThis: (root) => define(root, 'globalThis', root),
  queueMicrotask: (root) => define(root, 'queueMicrotask', queueMicrotask),
  structuredClone: (root) => define(root, 'structuredClone', structuredClone),
  AbortController: (root) => {
    define(root, 'AbortController', AbortControllerShim);
    define(root, 'AbortSignal', AbortSignalShim);
  },
  AbortSignal: (root) => {
    if (!root.AbortSignal) define(root, 'AbortSignal', AbortSignalShim);
  },
  ResizeObserver: (root) => define(root, 'ResizeObserver', ResizeObserverShim),
  IntersectionObserver: (root) => define(root, 'IntersectionObserver', IntersectionObserverShim),
  'crypto.randomUUID': (root) => {
    const { crypto } = root;
    if (crypto) define(crypto, 'randomUUID', () => uuidFromRandomValues(crypto));
  },
  'Object.fromEntries': (root) => define(root.Object, 'fromEntries', fromEntries),
  'Object.hasOwn': (root) => define(root.Object, 'hasOwn', hasOwn),
  'Promise.allSettled': (root) => define(root.Promise, 'allSettled', allSettled),
  'Array.prototype.at': (root) => define(root.Array.prototype, 'at', at),
  'Array.prototype.findLast': (root) => define(root.Array.prototype, 'findLast', findLast),
  'Array.prototype.findLastIndex': (root) =>
    define(root.Array.prototype, 'findLastIndex', findLastIndex),
  'String.prototype.at': (root) => define(root.String.prototype, 'at', stringAt),
  'String.prototype.replaceAll': (root) => define(root.String.prototype, 'replaceAll', replaceAll),
  'String.prototype.matchAll': (root) => define(root.String.prototype, 'matchAll', matchAll),
};

/** Installs the stand-ins for `missing` on `root` (the page's window). */
export function installPolyfills(root: object, missing: readonly Feature[]): void {
  for (const name of missing) INSTALL[name](root as Root);
}

/** For the unit tests: each stand-in on its own. */
export const shims = {
  at,
  stringAt,
  findLast,
  findLastIndex,
  replaceAll,
  matchAll,
  fromEntries,
  hasOwn,
  allSettled,
  structuredClone,
  queueMicrotask,
  AbortController: AbortControllerShim,
  AbortSignal: AbortSignalShim,
  ResizeObserver: ResizeObserverShim,
  IntersectionObserver: IntersectionObserverShim,
} satisfies Record<string, Fn | (abstract new (...args: never[]) => unknown)>;
