import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_MAX_PAYLOAD_CHARS, type BridgeResponse } from '@/lib/bridge/protocol';
import { makeNative, ok, req } from './helpers';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-01-15T08:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const order = { orderInfo: 'signed-order', orderNo: 'PAY001' };

/** Starts a call and lets fake time run until it settles. */
async function settle(promise: Promise<BridgeResponse | null>, ms: number) {
  let result: BridgeResponse | null | undefined;
  void promise.then((r) => (result = r));
  await vi.advanceTimersByTimeAsync(ms);
  return result;
}

describe('pay', () => {
  it('succeeds after the wallet delay (default 800 ms)', async () => {
    const native = makeNative();
    const call = native.handle(req('pay', { wallet: 'alipay', ...order }));
    expect(await settle(call, 799)).toBeUndefined();
    expect(await settle(call, 1)).toMatchObject({
      ok: true,
      data: { wallet: 'alipay', orderNo: 'PAY001', status: 'success' },
    });
    expect(native.records).toMatchObject([{ kind: 'pay', outcome: { status: 'success' } }]);
    expect(native.timeline().find((e) => e.kind === 'call')?.durationMs).toBe(800);
  });

  it('one-shot respond applies to the next pay of that wallet only', async () => {
    const native = makeNative();
    native.controls.payment.respond('wechat', 'cancel', 100);
    native.controls.payment.respond('alipay', 'fail');
    expect(
      await settle(native.handle(req('pay', { wallet: 'alipay', ...order })), 800),
    ).toMatchObject({ ok: false, code: 'failed', error: '支付失败' });
    expect(
      await settle(native.handle(req('pay', { wallet: 'wechat', ...order })), 100),
    ).toMatchObject({ ok: false, code: 'cancelled', error: '用户取消支付' });
    expect(
      await settle(native.handle(req('pay', { wallet: 'wechat', ...order })), 800),
    ).toMatchObject({ ok: true });
    expect(native.state.payment.queue).toEqual([]);
  });

  it('per-wallet default outcome', async () => {
    const native = makeNative();
    native.controls.payment.setDefault('wechat', 'fail', 10);
    expect(
      await settle(native.handle(req('pay', { wallet: 'wechat', ...order })), 10),
    ).toMatchObject({ ok: false, code: 'failed' });
  });

  it('rejects an unknown wallet', async () => {
    const res = await makeNative().handle(req('pay', { wallet: 'paypal', ...order } as never));
    expect(res).toMatchObject({ ok: false, code: 'bad_params' });
  });
});

describe('faults', () => {
  it('loseCallback: the action happens but the answer never comes', async () => {
    const native = makeNative();
    native.controls.faults.set({ loseCallback: ['phoneCall'] });
    expect(await native.handle(req('phoneCall', { phone: '110' }))).toBeNull();
    expect(native.records.map((r) => r.kind)).toEqual(['phoneCall']);
    const entries = native.timeline();
    expect(entries.find((e) => e.kind === 'call')?.status).toBe('lost');
    expect(entries.find((e) => e.kind === 'fault')).toMatchObject({
      fault: 'loseCallback',
      method: 'phoneCall',
    });
  });

  it('timeout: never answers and does nothing', async () => {
    const native = makeNative();
    native.controls.faults.set({ timeout: ['openMap'] });
    const res = await native.handle(
      req('openMap', { latitude: 1, longitude: 1, name: 'x', mode: 'truck' }),
    );
    expect(res).toBeNull();
    expect(native.records).toEqual([]);
    expect(native.timeline().find((e) => e.kind === 'fault')?.fault).toBe('timeout');
  });

  it('slow: answers after the extra delay', async () => {
    const native = makeNative();
    native.controls.faults.set({ slow: [{ method: 'getDeviceId', delayMs: 5000 }] });
    const call = native.handle(req('getDeviceId', {}));
    expect(await settle(call, 4999)).toBeUndefined();
    expect(await settle(call, 1)).toMatchObject({ ok: true });
    expect(native.timeline().find((e) => e.kind === 'call')?.durationMs).toBe(5000);
  });

  it('oversize: answers with more than BRIDGE_MAX_PAYLOAD_CHARS', async () => {
    const native = makeNative();
    native.controls.faults.set({ oversize: ['getBrand'] });
    const res = await native.handle(req('getBrand', {}));
    expect(JSON.stringify(res).length).toBeGreaterThan(BRIDGE_MAX_PAYLOAD_CHARS);
    expect(res).toMatchObject({ ok: true, data: { brand: 'HUAWEI' } });
    const call = native.timeline().find((e) => e.kind === 'call');
    expect(call?.responseChars).toBeGreaterThan(BRIDGE_MAX_PAYLOAD_CHARS);
    expect(String(call?.result)).toContain('超大响应');
  });

  it('error: answers the injected code instead', async () => {
    const native = makeNative();
    native.controls.faults.set({
      error: [
        { method: 'getLocation', code: 'failed', message: 'GPS 模块异常' },
        { method: 'scanQr', code: 'denied' },
      ],
    });
    expect(await native.handle(req('getLocation', {}))).toMatchObject({
      ok: false,
      code: 'failed',
      error: 'GPS 模块异常',
    });
    expect(await native.handle(req('scanQr', { source: 'album' }))).toMatchObject({
      ok: false,
      code: 'denied',
      error: '权限未开启',
    });
    native.controls.faults.clear();
    expect(await native.handle(req('getLocation', {}))).toMatchObject({ ok: true });
  });
});

describe('timeline', () => {
  it('logs calls with params, result, code and duration; events; faults; records', async () => {
    const native = makeNative();
    await ok(native, 'getDeviceId', {});
    await native.handle(req('phoneCall', {} as never));
    native.emit('back', {});
    await ok(native, 'copyText', { text: 'a' });
    const entries = native.timeline();
    expect(entries.map((e) => e.kind)).toEqual(['call', 'call', 'event', 'call', 'record']);
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(entries[0]).toMatchObject({
      method: 'getDeviceId',
      params: {},
      status: 'answered',
      code: 'ok',
      result: { deviceId: 'SIM-ANDROID-0001' },
      durationMs: 0,
      time: Date.now(),
    });
    expect(entries[1]).toMatchObject({ method: 'phoneCall', code: 'bad_params' });
    expect(entries[1].error).toContain('phone');
    expect(entries[2]).toMatchObject({ event: 'back', result: {} });
    expect(native.timeline()).toBe(native.timeline());
    native.clearTimeline();
    expect(native.timeline()).toEqual([]);
  });

  it('subscribers hear state and timeline changes', async () => {
    const native = makeNative();
    const listener = vi.fn();
    const unsubscribe = native.subscribe(listener);
    native.controls.qr.text('x');
    expect(listener).toHaveBeenLastCalledWith(native.state);
    const calls = listener.mock.calls.length;
    await ok(native, 'isApp', {});
    expect(listener.mock.calls.length).toBeGreaterThan(calls);
    unsubscribe();
    native.controls.qr.text('y');
    expect(listener.mock.calls.length).toBeGreaterThan(calls);
    const after = listener.mock.calls.length;
    native.controls.qr.text('z');
    expect(listener.mock.calls.length).toBe(after);
  });
});
