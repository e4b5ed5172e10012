import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from '@/lib/bridge/bridge';
import { BRIDGE_READY_TIMEOUT_MS, NATIVE_EVENT_HANDLER } from '@/lib/bridge/protocol';
import { createFakeHost, createFakeNative } from './support';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const fix = { longitude: 121.47, latitude: 31.23, accuracy: 10, speed: 60, heading: 90, time: 1 };

function nativeClient() {
  const native = createFakeNative();
  const host = createFakeHost({ WebViewJavascriptBridge: native.bridge });
  return { native, client: createBridge({ target: host }) };
}

describe('native events', () => {
  it('registers the one event handler once the bridge is ready, and only once', async () => {
    const host = createFakeHost();
    const native = createFakeNative();
    const client = createBridge({ target: host });
    client.on('back', () => undefined);
    client.on('pause', () => undefined);
    expect(native.registerHandler).not.toHaveBeenCalled();
    host.WebViewJavascriptBridge = native.bridge;
    host.fireReady();
    host.fireReady();
    host.firePageshow();
    await client.ready();
    client.on('resume', () => undefined);
    void client.call('getDeviceId', {});
    expect(native.registerHandler).toHaveBeenCalledTimes(1);
    expect(native.registerHandler).toHaveBeenCalledWith(NATIVE_EVENT_HANDLER, expect.any(Function));
  });

  it('delivers each event to its own subscribers, as object or JSON string', () => {
    const { native, client } = nativeClient();
    const back = vi.fn();
    const location = vi.fn();
    client.on('back', back);
    client.on('location', location);
    native.emit({ v: 1, event: 'location', data: { ...fix, watchId: 'w1' } });
    native.emit(JSON.stringify({ v: 1, event: 'back', data: {} }));
    expect(location).toHaveBeenCalledWith({ ...fix, watchId: 'w1' });
    expect(back).toHaveBeenCalledTimes(1);
    expect(back).toHaveBeenCalledWith({});
  });

  it('stops delivering after unsubscribe', () => {
    const { native, client } = nativeClient();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = client.on('resume', first);
    client.on('resume', second);
    stopFirst();
    native.emit({ v: 1, event: 'resume', data: {} });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('keeps delivering when a subscriber throws', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { native, client } = nativeClient();
    const after = vi.fn();
    client.on('pause', () => {
      throw new Error('subscriber bug');
    });
    client.on('pause', after);
    native.emit({ v: 1, event: 'pause', data: {} });
    expect(after).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalled();
  });

  it('ignores malformed envelopes', () => {
    const { native, client } = nativeClient();
    const back = vi.fn();
    client.on('back', back);
    expect(() => {
      native.emit('{not json');
      native.emit(null);
      native.emit({ v: 1, data: {} });
    }).not.toThrow();
    expect(back).not.toHaveBeenCalled();
  });

  it('turns page visibility into pause and resume in web mode', async () => {
    let visibility = 'visible';
    const host = createFakeHost({}, {});
    Object.defineProperty(host.document, 'visibilityState', { get: () => visibility });
    const client = createBridge({ target: host });
    const pause = vi.fn();
    const resume = vi.fn();
    client.on('pause', pause);
    client.on('resume', resume);
    vi.advanceTimersByTime(BRIDGE_READY_TIMEOUT_MS);
    await client.ready();
    const document = host.document as unknown as EventTarget;
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(resume).toHaveBeenCalledTimes(1);
  });
});
