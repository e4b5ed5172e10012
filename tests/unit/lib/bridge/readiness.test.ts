import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import { BRIDGE_READY_TIMEOUT_MS } from '@/lib/bridge/protocol';
import { createFakeHost, createFakeNative, flush, ok, rejection } from './support';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('bridge readiness', () => {
  it('touches nothing until first used', () => {
    const host = createFakeHost();
    const lookups = vi.fn();
    Object.defineProperty(host, 'WebViewJavascriptBridge', { get: lookups });
    const setTimeoutSpy = vi.spyOn(host, 'setTimeout');
    const client = createBridge({ target: host });
    expect(lookups).not.toHaveBeenCalled();
    expect(setTimeoutSpy).not.toHaveBeenCalled();
    expect(client.mode()).toBeNull();
    void client.ready();
    expect(lookups).toHaveBeenCalled();
    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), BRIDGE_READY_TIMEOUT_MS);
  });

  it('uses a bridge already on the window at once', async () => {
    const native = createFakeNative({ getDeviceId: ok({ deviceId: 'dev-1' }) });
    const client = createBridge({
      target: createFakeHost({ WebViewJavascriptBridge: native.bridge }),
    });
    await expect(client.ready()).resolves.toBe('native');
    expect(client.mode()).toBe('native');
    await expect(client.call('getDeviceId', {})).resolves.toEqual({ deviceId: 'dev-1' });
    expect(native.callHandler).toHaveBeenCalledWith(
      'getDeviceId',
      { v: 1, id: expect.stringMatching(/^b\d+-\w+$/), method: 'getDeviceId', params: {} },
      expect.any(Function),
    );
  });

  it('waits for the ready event when the bridge comes after the page', async () => {
    const host = createFakeHost();
    const client = createBridge({ target: host });
    const ready = client.ready();
    expect(client.mode()).toBeNull();
    host.WebViewJavascriptBridge = createFakeNative().bridge;
    host.fireReady();
    await expect(ready).resolves.toBe('native');
  });

  it('takes the bridge from the ready event itself when the global is not set', async () => {
    const host = createFakeHost();
    const native = createFakeNative({ getBrand: ok({ brand: 'HUAWEI', model: 'P60' }) });
    const client = createBridge({ target: host });
    const call = client.call('getBrand', {});
    host.fireReady(native.bridge);
    await expect(call).resolves.toEqual({ brand: 'HUAWEI', model: 'P60' });
  });

  it('queues calls made before the bridge is ready and sends them in order', async () => {
    const host = createFakeHost();
    const native = createFakeNative({
      getDeviceId: ok({ deviceId: 'd' }),
      getBrand: ok({ brand: 'b', model: 'm' }),
      copyText: ok(null),
    });
    const client = createBridge({ target: host });
    const first = client.call('getDeviceId', {});
    const second = client.call('getBrand', {});
    const third = client.call('copyText', { text: 'x' });
    await flush();
    expect(native.callHandler).not.toHaveBeenCalled();
    vi.advanceTimersByTime(BRIDGE_READY_TIMEOUT_MS - 1);
    host.WebViewJavascriptBridge = native.bridge;
    host.fireReady();
    expect(native.calls.map((call) => call.name)).toEqual(['getDeviceId', 'getBrand', 'copyText']);
    await expect(Promise.all([first, second, third])).resolves.toEqual([
      { deviceId: 'd' },
      { brand: 'b', model: 'm' },
      null,
    ]);
  });

  it('falls back to the browser when no bridge comes within the time-out', async () => {
    const writeText = vi.fn(async () => undefined);
    const host = createFakeHost({
      navigator: { clipboard: { writeText } } as unknown as Navigator,
    });
    const client = createBridge({ target: host });
    const copy = client.call('copyText', { text: '沪A12345' });
    const pay = client.call('pay', { wallet: 'alipay', orderInfo: 'o', orderNo: 'n' });
    vi.advanceTimersByTime(BRIDGE_READY_TIMEOUT_MS - 1);
    await flush();
    expect(client.mode()).toBeNull();
    expect(writeText).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(client.mode()).toBe('web');
    await expect(copy).resolves.toBeNull();
    expect(writeText).toHaveBeenCalledWith('沪A12345');
    const error = await rejection(pay);
    expect(isBridgeError(error) && error.code).toBe('unavailable');
    expect((error as Error).message).toBe('请在司机端App中完成支付');
  });

  it('honours a custom ready time-out', async () => {
    const client = createBridge({ target: createFakeHost(), readyTimeoutMs: 100 });
    const ready = client.ready();
    vi.advanceTimersByTime(100);
    await expect(ready).resolves.toBe('web');
  });

  it('switches to native for new calls when the ready event comes after the time-out', async () => {
    const host = createFakeHost();
    const native = createFakeNative({ getDeviceId: ok({ deviceId: 'late' }) });
    const client = createBridge({ target: host });
    const ready = client.ready();
    vi.advanceTimersByTime(BRIDGE_READY_TIMEOUT_MS);
    await expect(ready).resolves.toBe('web');
    host.WebViewJavascriptBridge = native.bridge;
    host.fireReady();
    expect(client.mode()).toBe('native');
    await expect(client.ready()).resolves.toBe('native');
    await expect(client.call('getDeviceId', {})).resolves.toEqual({ deviceId: 'late' });
    expect(native.callHandler).toHaveBeenCalledTimes(1);
  });

  it('looks for the bridge again when the page is shown again', async () => {
    const host = createFakeHost();
    const client = createBridge({ target: host });
    const ready = client.ready();
    vi.advanceTimersByTime(BRIDGE_READY_TIMEOUT_MS);
    await ready;
    host.WebViewJavascriptBridge = createFakeNative().bridge;
    expect(client.mode()).toBe('web');
    host.firePageshow();
    expect(client.mode()).toBe('native');
  });

  it('ignores a global that is not a bridge', async () => {
    const host = createFakeHost({ WebViewJavascriptBridge: { callHandler: () => undefined } });
    const client = createBridge({ target: host });
    const ready = client.ready();
    vi.advanceTimersByTime(BRIDGE_READY_TIMEOUT_MS);
    await expect(ready).resolves.toBe('web');
  });

  it('is in web mode at once without any window', async () => {
    const client = createBridge({ target: null });
    await expect(client.ready()).resolves.toBe('web');
    const error = await rejection(client.call('getDeviceId', {}));
    expect(isBridgeError(error) && error.code).toBe('unavailable');
  });
});
