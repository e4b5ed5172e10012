import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from '@/lib/outbox/keys';
import { browserNetwork, combineNetworks } from '@/lib/outbox/network';
import { createNetwork } from './support';

afterEach(() => vi.unstubAllGlobals());

describe('network sources', () => {
  it('reads the browser’s onLine flag and its online event', () => {
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    vi.stubGlobal('navigator', { onLine: false });
    expect(browserNetwork.isOnline()).toBe(false);
    const listener = vi.fn();
    const stop = browserNetwork.onOnline(listener);
    page.dispatchEvent(new Event('online'));
    stop();
    page.dispatchEvent(new Event('online'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('combined, is offline when any source says so and wakes on any source’s online', () => {
    const browser = createNetwork(true);
    const native = createNetwork(false);
    const both = combineNetworks(browser.source, native.source);
    expect(both.isOnline()).toBe(false);
    const listener = vi.fn();
    both.onOnline(listener);
    native.goOnline();
    expect(both.isOnline()).toBe(true);
    browser.goOnline();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('newIdempotencyKey', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a v4 UUID, also where randomUUID is missing (plain-http WebViews)', () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});
