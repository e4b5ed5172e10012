import { describe, expect, it, vi } from 'vitest';
import { ApiError, CancelledError } from '@/lib/http/errors';
import { LatestRequest } from '@/lib/http/latest-request';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const handlers = () => ({ done: vi.fn(), cancelled: vi.fn(), failed: vi.fn() });

describe('LatestRequest', () => {
  it('hands a loaded value to done and resolves true', async () => {
    const latest = new LatestRequest();
    const on = handlers();
    const run = latest.run(async () => [1, 2], on);
    expect(latest.busy()).toBe(true);
    await expect(run).resolves.toBe(true);
    expect(on.done).toHaveBeenCalledWith([1, 2]);
    expect(latest.busy()).toBe(false);
  });

  it('a failure resolves false; a cancellation elsewhere resolves undefined and is no failure', async () => {
    const latest = new LatestRequest();
    const failed = handlers();
    const error = new ApiError('network', '网络错误');
    await expect(latest.run(() => Promise.reject(error), failed)).resolves.toBe(false);
    expect(failed.failed).toHaveBeenCalledWith(error);

    const cancelled = handlers();
    await expect(
      latest.run(() => Promise.reject(new CancelledError()), cancelled),
    ).resolves.toBeUndefined();
    expect(cancelled.cancelled).toHaveBeenCalledOnce();
    expect(cancelled.failed).not.toHaveBeenCalled();
  });

  it('a newer request aborts the older, whose late answer changes nothing', async () => {
    const latest = new LatestRequest();
    const older = deferred<string>();
    const first = handlers();
    let firstSignal: AbortSignal | undefined;
    const firstRun = latest.run((signal) => {
      firstSignal = signal;
      return older.promise;
    }, first);
    const second = handlers();
    const secondRun = latest.run(async () => 'new', second);
    expect(firstSignal?.aborted).toBe(true);
    older.resolve('old');
    await expect(firstRun).resolves.toBeUndefined();
    await expect(secondRun).resolves.toBe(true);
    expect(first.done).not.toHaveBeenCalled();
    expect(second.done).toHaveBeenCalledWith('new');
  });

  it('abort (unmount) silences the request under way', async () => {
    const latest = new LatestRequest();
    const on = handlers();
    const run = latest.run(
      (signal) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
      on,
    );
    latest.abort();
    expect(latest.busy()).toBe(false);
    await expect(run).resolves.toBeUndefined();
    expect(on.done).not.toHaveBeenCalled();
    expect(on.failed).not.toHaveBeenCalled();
    expect(on.cancelled).not.toHaveBeenCalled();
  });
});
