import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SimScenario } from '@sim/bridge/api';
import { makeNative, ok } from './helpers';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-01-15T08:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

function configure(native: ReturnType<typeof makeNative>): void {
  const c = native.controls;
  c.device.set({ platform: 'ios', brand: 'Apple', model: 'iPhone 15', appVersion: '1.2.0' });
  c.permissions.set('camera', 'prompt');
  c.permissions.onPrompt('camera', 'deny');
  c.camera.setDefault('licence');
  c.gallery.setDefault('fail');
  c.qr.image('qr');
  c.payment.setDefault('wechat', 'cancel', 1500);
  c.faults.set({ ready: 'late', readyDelayMs: 2000, timeout: ['pay'] });
  c.tracking.auto(30, 2);
  c.share.respond('cancel');
  c.location.playRoute({ routeName: 'city-loop', speedKmh: 40 });
}

describe('scenario save / load', () => {
  it('round-trips through JSON', async () => {
    const a = makeNative();
    configure(a);
    await vi.advanceTimersByTimeAsync(60_000);
    const saved = a.controls.save('城市环线 iOS');
    expect(saved).toMatchObject({ version: 1, name: '城市环线 iOS' });
    const json = JSON.parse(JSON.stringify(saved)) as SimScenario;
    expect(json).toEqual(saved);

    const b = makeNative();
    b.controls.load(json);
    expect(b.controls.save('城市环线 iOS')).toEqual(saved);
    expect(b.state.device.model).toBe('iPhone 15');
    expect(b.state.faults.timeout).toEqual(['pay']);
    // The route continues from where it was saved, on b's clock.
    const at = b.controls.location.progress()!;
    expect(at.distanceM).toBeCloseTo((60 * 40) / 3.6, 6);
    expect(at.status).toBe('playing');
    await vi.advanceTimersByTimeAsync(9_000);
    expect(b.controls.location.progress()!.distanceM).toBeCloseTo((69 * 40) / 3.6, 6);
    // The auto tracking of the scenario runs.
    await vi.advanceTimersByTimeAsync(21_000);
    expect(b.controls.tracking.pending()).toHaveLength(2);
    a.dispose();
    b.dispose();
  });

  it('loading starts from defaults: sections the scenario omits are reset', () => {
    const native = makeNative();
    native.controls.qr.cancel();
    native.controls.load({ version: 1, name: 'only device', device: { brand: 'Xiaomi' } });
    expect(native.state.qr.mode).toBe('text');
    expect(native.state.device).toMatchObject({ brand: 'Xiaomi', platform: 'android' });
  });

  it('refuses another version', () => {
    expect(() =>
      makeNative().controls.load({ version: 2, name: 'x' } as unknown as SimScenario),
    ).toThrow('不支持的场景文件');
  });
});

describe('reset', () => {
  it('returns to the initial state and forgets timeline, records and files', async () => {
    const native = makeNative({ state: { device: { brand: 'OPPO' } } });
    configure(native);
    await ok(native, 'phoneCall', { phone: '110' });
    native.controls.reset();
    expect(native.state.device.brand).toBe('OPPO');
    expect(native.state.device.platform).toBe('android');
    expect(native.state.faults.timeout).toEqual([]);
    expect(native.timeline()).toEqual([]);
    expect(native.records).toEqual([]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(native.controls.tracking.pending()).toEqual([]);
  });

  it('forgets picked files', async () => {
    const native = makeNative();
    const { files } = await ok(native, 'chooseImage', { source: 'album', count: 1 });
    native.reset();
    expect(
      await native.handle({
        v: 1,
        id: 'x',
        method: 'uploadImage',
        params: { ref: files[0].ref, url: '/u', headers: {} },
      }),
    ).toMatchObject({ ok: false, code: 'bad_params' });
  });
});

describe('tracking auto mode', () => {
  it('buffers a batch every N seconds until switched off', async () => {
    const native = makeNative();
    native.controls.tracking.auto(10, 3);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(native.controls.tracking.pending()).toHaveLength(6);
    native.controls.tracking.auto(null);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(native.controls.tracking.pending()).toHaveLength(6);
  });
});
