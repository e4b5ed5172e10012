/**
 * The stand-ins of src/lib/compat/polyfills.ts behave as the built-ins they replace (Node has
 * them all, so each is compared with the real one), and the feature test finds what a WebView
 * lacks and nothing else.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { missingFeatures, POLYFILLED } from '@/lib/compat/features';
import { installPolyfills, shims } from '@/lib/compat/polyfills';
import { integerDigits } from '@/lib/compat/integer-digits';
import { uuidFromRandomValues } from '@/lib/crypto/random-uuid';

describe('missingFeatures', () => {
  it('finds in Node only the layout observers (Node has no layout)', () => {
    expect(missingFeatures(globalThis)).toEqual(['ResizeObserver', 'IntersectionObserver']);
  });

  it('names what a Chrome 69 global lacks, and installPolyfills puts each back', () => {
    const root = {
      Object: { ...Object, assign: Object.assign } as unknown as ObjectConstructor,
      Promise: { all: Promise.all.bind(Promise), resolve: Promise.resolve.bind(Promise) },
      Array: { prototype: {} },
      String: { prototype: {} },
      crypto: { getRandomValues: (b: Uint8Array) => b.fill(7) },
    };
    expect(missingFeatures(root)).toEqual(POLYFILLED);
    installPolyfills(root, missingFeatures(root));
    expect(missingFeatures(root)).toEqual([]);
    expect((root as unknown as { globalThis: unknown }).globalThis).toBe(root);
    expect(Object.keys(root.Array.prototype)).toEqual([]); // not enumerable, like built-ins
  });
});

describe('array and string stand-ins', () => {
  it('at, findLast, findLastIndex match the built-ins', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: -20, max: 20 }), (list, i) => {
        expect(shims.at.call(list, i)).toBe(list.at(i));
        const even = (n: unknown) => (n as number) % 2 === 0;
        expect(shims.findLast.call(list, even)).toBe(list.findLast(even));
        expect(shims.findLastIndex.call(list, even)).toBe(list.findLastIndex(even));
      }),
    );
    expect(shims.stringAt.call('货源', -1)).toBe('源');
  });

  it('replaceAll matches the built-in, special patterns and empty searches included', () => {
    const cases: [string, string, string][] = [
      ['1,234,567', ',', ''],
      ['a.b.c', '.', '$&$&'],
      ['abc', '', '-'],
      ['a+b+c', '+', '$1'],
    ];
    for (const [text, search, by] of cases)
      expect(shims.replaceAll.call(text, search, by)).toBe(text.replaceAll(search, by));
    expect(shims.replaceAll.call('a1b2', /\d/g, (d) => `<${d}>`)).toBe('a<1>b<2>');
    expect(() => shims.replaceAll.call('a', /a/, '')).toThrow(TypeError);
  });

  it('matchAll yields what the built-in yields, empty matches too', () => {
    for (const [text, re] of [
      ['a1b22c333', /\d+/g],
      ['abc', /(?:)/g],
      ['x😀y', /(?:)/gu],
    ] as const) {
      const mine = [...shims.matchAll.call(text, re)].map((m) => [m[0], m.index]);
      expect(mine).toEqual([...text.matchAll(re)].map((m) => [m[0], m.index]));
    }
    expect(() => shims.matchAll.call('a', /a/)).toThrow(TypeError);
  });
});

describe('object and promise stand-ins', () => {
  it('fromEntries and hasOwn', () => {
    expect(shims.fromEntries(new Map([['a', 1]]))).toEqual({ a: 1 });
    const proto = shims.fromEntries([['__proto__', 1]]);
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(shims.hasOwn({ a: undefined }, 'a')).toBe(true);
    expect(shims.hasOwn(Object.create({ a: 1 }), 'a')).toBe(false);
    expect(() => shims.hasOwn(null, 'a')).toThrow(TypeError);
  });

  it('allSettled settles every item', async () => {
    await expect(shims.allSettled([1, Promise.reject(new Error('x'))])).resolves.toEqual(
      await Promise.allSettled([1, Promise.reject(new Error('x'))]),
    );
  });

  it('queueMicrotask runs before a timer', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer'));
    shims.queueMicrotask(() => order.push('micro'));
    await new Promise((r) => setTimeout(r, 5));
    expect(order).toEqual(['micro', 'timer']);
  });

  it('structuredClone copies data, keeps cycles, refuses functions', () => {
    const value: Record<string, unknown> = {
      n: 1,
      date: new Date(5),
      map: new Map([[1, { a: [1, 2] }]]),
      set: new Set(['x']),
      bytes: new Uint8Array([1, 2, 3]),
      nested: [{ deep: true }],
    };
    value.self = value;
    const copy = shims.structuredClone(value);
    expect(copy).toEqual(structuredClone(value));
    expect(copy).not.toBe(value);
    expect(copy.self).toBe(copy);
    expect((copy.nested as unknown[])[0]).not.toBe((value.nested as unknown[])[0]);
    expect(() => shims.structuredClone({ f: () => 1 })).toThrow(/could not be cloned/);
  });
});

describe('AbortController stand-in', () => {
  it('aborts once, with listeners, onabort, once and a reason', () => {
    const controller = new shims.AbortController();
    const listener = vi.fn();
    const once = vi.fn();
    controller.signal.onabort = vi.fn();
    controller.signal.addEventListener('abort', listener);
    controller.signal.addEventListener('abort', once, { once: true });
    controller.abort();
    controller.abort();
    expect(controller.signal.aborted).toBe(true);
    expect((controller.signal.reason as Error).name).toBe('AbortError');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(once).toHaveBeenCalledTimes(1);
    expect(controller.signal.onabort).toHaveBeenCalledTimes(1);
    expect(() => controller.signal.throwIfAborted()).toThrow();
    expect(shims.AbortSignal.abort('why').reason).toBe('why');
  });
});

describe('crypto and numbers', () => {
  it('builds v4 UUIDs from random values', () => {
    const uuid = uuidFromRandomValues(crypto);
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('integerDigits gives the digits BigInt gives, far beyond 1e21', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e300, noNaN: true }), (x) => {
        const n = Math.round(x);
        expect(integerDigits(n)).toBe(BigInt(n).toString());
      }),
    );
    expect(integerDigits(0)).toBe('0');
    expect(integerDigits(Number.MAX_VALUE)).toBe(BigInt(Number.MAX_VALUE).toString());
  });
});
