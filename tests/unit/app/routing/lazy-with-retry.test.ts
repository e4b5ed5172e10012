import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, lazyWithRetry } from '@/app/routing/lazy-with-retry';

const noSleep = () => Promise.resolve();

describe('lazy chunk retry', () => {
  it('returns the module on the first success without retrying', async () => {
    const load = vi.fn().mockResolvedValue({ default: 'screen' });
    await expect(lazyWithRetry(load, { sleep: noSleep })).resolves.toEqual({ default: 'screen' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failed chunk once and succeeds', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /x.js'))
      .mockResolvedValueOnce({ default: 'screen' });
    const sleep = vi.fn(noSleep);
    await expect(lazyWithRetry(load, { sleep, delayMs: 500 })).resolves.toEqual({
      default: 'screen',
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(500);
  });

  it('gives up after one retry with a ChunkLoadError carrying the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /x.js');
    const load = vi.fn().mockRejectedValue(cause);
    const err = await lazyWithRetry(load, { sleep: noSleep }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChunkLoadError);
    expect((err as ChunkLoadError).cause).toBe(cause);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('recognises chunk failures from the browsers and bundlers', () => {
    expect(isChunkLoadError(new ChunkLoadError(null))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 3 failed')).toBe(false);
  });
});
