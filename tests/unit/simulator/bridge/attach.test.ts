import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BRIDGE_READY_EVENT,
  NATIVE_EVENT_HANDLER,
  type BridgeResponse,
  type NativeEventEnvelope,
  type WebViewJavascriptBridge,
} from '@/lib/bridge/protocol';
import { attachFakeNative } from '@sim/bridge/attach';
import { fakeWindow, makeNative, req } from './helpers';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-01-15T08:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

function bridgeOf(win: ReturnType<typeof fakeWindow>): WebViewJavascriptBridge {
  return win.WebViewJavascriptBridge as WebViewJavascriptBridge;
}

describe('attachFakeNative readiness', () => {
  it("'now' injects the bridge synchronously", () => {
    const win = fakeWindow();
    attachFakeNative(win as unknown as Window, makeNative());
    expect(bridgeOf(win)).toBeDefined();
    expect(typeof bridgeOf(win).callHandler).toBe('function');
  });

  it("'late' injects after readyDelayMs and fires WebViewJavascriptBridgeReady on document", async () => {
    const win = fakeWindow();
    const native = makeNative({ state: { faults: { ready: 'late', readyDelayMs: 1200 } } });
    const ready = vi.fn();
    win.document.addEventListener(BRIDGE_READY_EVENT, ready);
    attachFakeNative(win as unknown as Window, native);
    expect(win.WebViewJavascriptBridge).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1199);
    expect(win.WebViewJavascriptBridge).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(bridgeOf(win)).toBeDefined();
    expect(ready).toHaveBeenCalledTimes(1);
    expect((ready.mock.calls[0][0] as Event & { bridge: unknown }).bridge).toBe(bridgeOf(win));
    expect(native.timeline().find((e) => e.kind === 'fault')?.fault).toBe('readyLate');
  });

  it("'never' never injects", async () => {
    const win = fakeWindow();
    const native = makeNative({ state: { faults: { ready: 'never' } } });
    const ready = vi.fn();
    win.document.addEventListener(BRIDGE_READY_EVENT, ready);
    attachFakeNative(win as unknown as Window, native);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(win.WebViewJavascriptBridge).toBeUndefined();
    expect(ready).not.toHaveBeenCalled();
    expect(native.timeline().map((e) => e.fault)).toContain('readyNever');
  });

  it('detaching before a late injection cancels it', async () => {
    const win = fakeWindow();
    const native = makeNative({ state: { faults: { ready: 'late', readyDelayMs: 500 } } });
    const detach = attachFakeNative(win as unknown as Window, native);
    detach();
    await vi.advanceTimersByTimeAsync(1000);
    expect(win.WebViewJavascriptBridge).toBeUndefined();
  });
});

describe('callHandler', () => {
  it('answers asynchronously with a JSON string, for object or string requests', async () => {
    const win = fakeWindow();
    attachFakeNative(win as unknown as Window, makeNative());
    const answers: unknown[] = [];
    bridgeOf(win).callHandler('getDeviceId', req('getDeviceId', {}), (r) => answers.push(r));
    bridgeOf(win).callHandler('getBrand', JSON.stringify(req('getBrand', {})), (r) =>
      answers.push(r),
    );
    expect(answers).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(answers).toHaveLength(2);
    expect(typeof answers[0]).toBe('string');
    const first = JSON.parse(answers[0] as string) as BridgeResponse;
    expect(first).toMatchObject({ ok: true, code: 'ok', data: { deviceId: 'SIM-ANDROID-0001' } });
    expect(JSON.parse(answers[1] as string)).toMatchObject({
      ok: true,
      data: { brand: 'HUAWEI', model: 'Mate 60' },
    });
  });

  it('measures request and response sizes in the timeline', async () => {
    const win = fakeWindow();
    const native = makeNative();
    attachFakeNative(win as unknown as Window, native);
    const request = req('copyText', { text: '运单号 YD1' });
    bridgeOf(win).callHandler('copyText', request, () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    const call = native.timeline().find((e) => e.kind === 'call');
    expect(call?.requestChars).toBe(JSON.stringify(request).length);
    expect(call?.responseChars).toBeGreaterThan(0);
    expect(call?.status).toBe('answered');
  });

  it('answers a malformed request with bad_params', async () => {
    const win = fakeWindow();
    attachFakeNative(win as unknown as Window, makeNative());
    const cb = vi.fn();
    bridgeOf(win).callHandler('getDeviceId', '{not json', cb);
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(cb.mock.calls[0][0] as string)).toMatchObject({
      ok: false,
      code: 'bad_params',
    });
  });

  it('drops answers after detach and removes the global', async () => {
    const win = fakeWindow();
    const native = makeNative({ state: { payment: { alipay: { delayMs: 500 } } } });
    const detach = attachFakeNative(win as unknown as Window, native);
    const cb = vi.fn();
    bridgeOf(win).callHandler(
      'pay',
      req('pay', { wallet: 'alipay', orderInfo: 'x', orderNo: 'P1' }),
      cb,
    );
    detach();
    expect(win.WebViewJavascriptBridge).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(cb).not.toHaveBeenCalled();
  });
});

describe('native events', () => {
  it('delivers emitted events to the registered handler of every attached page', async () => {
    const native = makeNative();
    const a = fakeWindow();
    const b = fakeWindow();
    attachFakeNative(a as unknown as Window, native);
    const detachB = attachFakeNative(b as unknown as Window, native);
    const gotA: NativeEventEnvelope[] = [];
    const gotB: NativeEventEnvelope[] = [];
    bridgeOf(a).registerHandler(NATIVE_EVENT_HANDLER, (d) => gotA.push(JSON.parse(d as string)));
    bridgeOf(b).registerHandler(NATIVE_EVENT_HANDLER, (d) => gotB.push(JSON.parse(d as string)));
    native.controls.native.back();
    await vi.advanceTimersByTimeAsync(0);
    expect(gotA).toEqual([{ v: 1, event: 'back', data: {} }]);
    expect(gotB).toEqual([{ v: 1, event: 'back', data: {} }]);
    detachB();
    native.controls.native.pause();
    native.controls.native.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(gotA.map((e) => e.event)).toEqual(['back', 'pause', 'resume']);
    expect(gotB).toHaveLength(1);
    expect(
      native
        .timeline()
        .filter((e) => e.kind === 'event')
        .map((e) => e.event),
    ).toEqual(['back', 'pause', 'resume']);
  });
});
