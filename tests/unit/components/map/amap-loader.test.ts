import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AMapLoadError,
  amapScriptUrl,
  createAMapLoader,
  type ScriptHost,
} from '@/components/map/amap-loader';
import type { AMapNamespace } from '@/components/map/amap-types';

const fakeAMap = { Map: class {} } as unknown as AMapNamespace;

/** A page with no real DOM: records script tags and lets the test play the network. */
function fakePage() {
  const scripts: { src: string; load: () => void; fail: () => void; removed: boolean }[] = [];
  let amap: AMapNamespace | undefined;
  const host: ScriptHost = {
    amap: () => amap,
    inject(src, onLoad, onError) {
      const tag = { src, load: onLoad, fail: onError, removed: false };
      scripts.push(tag);
      return () => {
        tag.removed = true;
      };
    },
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  return {
    host,
    scripts,
    /** The script arrives and defines window.AMap. */
    arrive(i = scripts.length - 1) {
      amap = fakeAMap;
      scripts[i]!.load();
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AMap script URL', () => {
  it('asks for API 2.0 with the key and the Driving plugin', () => {
    expect(amapScriptUrl('abc123')).toBe(
      'https://webapi.amap.com/maps?v=2.0&key=abc123&plugin=AMap.Driving',
    );
  });

  it('escapes the key and can go without plugins', () => {
    expect(amapScriptUrl('a&b=c', [])).toBe('https://webapi.amap.com/maps?v=2.0&key=a%26b%3Dc');
  });
});

describe('AMap loader', () => {
  it('adds one script tag however many maps ask, and gives them all the same AMap', async () => {
    const page = fakePage();
    const load = createAMapLoader({ key: 'k1', host: page.host });
    const first = load();
    const second = load();
    expect(page.scripts).toHaveLength(1);
    expect(page.scripts[0]!.src).toBe(amapScriptUrl('k1'));
    page.arrive();
    await expect(first).resolves.toBe(fakeAMap);
    await expect(second).resolves.toBe(fakeAMap);
    await expect(load()).resolves.toBe(fakeAMap);
    expect(page.scripts).toHaveLength(1);
  });

  it('adds no tag when AMap is already on the page', async () => {
    const page = fakePage();
    page.scripts.push({ src: 'earlier', load: () => {}, fail: () => {}, removed: false });
    page.arrive(0);
    const load = createAMapLoader({ key: 'k', host: page.host });
    await expect(load()).resolves.toBe(fakeAMap);
    expect(page.scripts).toHaveLength(1);
  });

  it('gives up after the time limit, takes its tag out, and tries afresh on the next call', async () => {
    vi.useFakeTimers();
    const page = fakePage();
    const load = createAMapLoader({ key: 'k', host: page.host, timeoutMs: 10_000 });
    const first = load();
    const failed = expect(first).rejects.toMatchObject({
      name: 'AMapLoadError',
      reason: 'timeout',
    });
    vi.advanceTimersByTime(9_999);
    expect(page.scripts[0]!.removed).toBe(false);
    vi.advanceTimersByTime(1);
    await failed;
    expect(page.scripts[0]!.removed).toBe(true);

    const retry = load();
    expect(page.scripts).toHaveLength(2);
    page.arrive();
    await expect(retry).resolves.toBe(fakeAMap);
  });

  it('fails on a network error, and a late timer does not fail it twice', async () => {
    vi.useFakeTimers();
    const page = fakePage();
    const load = createAMapLoader({ key: 'k', host: page.host, timeoutMs: 1_000 });
    const first = load();
    page.scripts[0]!.fail();
    await expect(first).rejects.toEqual(new AMapLoadError('network'));
    expect(page.scripts[0]!.removed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails when the script runs but defines no AMap (a wrong or blocked key)', async () => {
    const page = fakePage();
    const load = createAMapLoader({ key: 'k', host: page.host });
    const first = load();
    page.scripts[0]!.load();
    await expect(first).rejects.toMatchObject({ reason: 'missing' });
  });
});
