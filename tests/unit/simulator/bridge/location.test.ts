import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NATIVE_EVENT_HANDLER,
  type NativeEventEnvelope,
  type WebViewJavascriptBridge,
} from '@/lib/bridge/protocol';
import { attachFakeNative } from '@sim/bridge/attach';
import { distanceM } from '@sim/bridge/geo';
import { ROUTES } from '@sim/bridge/routes';
import { fail, fakeWindow, makeNative, ok, req } from './helpers';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-01-15T08:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('fixed location', () => {
  it('defaults to Beijing', async () => {
    const fix = await ok(makeNative(), 'getLocation', {});
    expect(fix).toMatchObject({ longitude: 116.397, latitude: 39.909, speed: 0, heading: 0 });
    expect(fix.time).toBe(Date.now());
    expect(fix.accuracy).toBeGreaterThan(0);
  });

  it('follows location.set', async () => {
    const native = makeNative();
    native.controls.location.set({ longitude: 117.2, latitude: 39.13, address: '天津市' });
    expect(await ok(native, 'getLocation', {})).toMatchObject({
      longitude: 117.2,
      latitude: 39.13,
      address: '天津市',
    });
  });

  it("mode 'off' fails with 定位失败; denied permission answers denied", async () => {
    const native = makeNative();
    native.controls.location.off();
    expect(await fail(native, 'getLocation', {})).toEqual({ code: 'failed', error: '定位失败' });
    native.controls.location.set({ longitude: 1, latitude: 1 });
    native.controls.permissions.set('location', 'denied');
    expect(await fail(native, 'getLocation', {})).toEqual({
      code: 'denied',
      error: '定位权限未开启',
    });
  });

  it('a first use while prompt shows the system prompt', async () => {
    const native = makeNative({
      state: { permissions: { location: { state: 'prompt', promptAnswer: 'deny' } } },
    });
    expect((await fail(native, 'getLocation', {})).code).toBe('denied');
    expect(native.state.permissions.location.state).toBe('denied');
  });
});

describe('route playback', () => {
  const north = [
    { longitude: 0, latitude: 0 },
    { longitude: 0, latitude: 1 },
  ];

  it('moves at speedKmh along the route with the bearing as heading', async () => {
    const native = makeNative();
    native.controls.location.playRoute({ points: north, speedKmh: 100 });
    await vi.advanceTimersByTimeAsync(3_600_000);
    const fix = await ok(native, 'getLocation', {});
    expect(fix.latitude).toBeCloseTo(100_000 / 111_194.9, 4);
    expect(fix.longitude).toBeCloseTo(0, 6);
    expect(fix.heading).toBeCloseTo(0, 6);
    expect(fix.speed).toBe(100);
    expect(native.controls.location.progress()).toMatchObject({ status: 'playing' });
  });

  it('stops at the end without loop, wraps with loop', async () => {
    const short = [
      { longitude: 0, latitude: 0 },
      { longitude: 0, latitude: 0.01 },
    ];
    const native = makeNative();
    native.controls.location.playRoute({ points: short, speedKmh: 36 });
    await vi.advanceTimersByTimeAsync(150_000);
    expect(native.controls.location.progress()).toMatchObject({ status: 'ended', fraction: 1 });
    expect(native.controls.location.current()).toMatchObject({ latitude: 0.01, speed: 0 });

    native.controls.location.playRoute({ points: short, speedKmh: 36, loop: true });
    await vi.advanceTimersByTimeAsync(150_000);
    const total = distanceM(short[0], short[1]);
    const progress = native.controls.location.progress();
    expect(progress?.status).toBe('playing');
    expect(progress?.distanceM).toBeCloseTo(1500 - total, 3);
    expect(native.controls.location.current().speed).toBe(36);
  });

  it('plays the bundled 北京→天津 route: 10 km in 10 minutes at 60 km/h, heading south-east', async () => {
    const native = makeNative();
    native.controls.location.playRoute({ routeName: 'beijing-tianjin' });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    const progress = native.controls.location.progress();
    expect(progress?.distanceM).toBeCloseTo(10_000, 6);
    const [p0, p1, p2] = ROUTES['beijing-tianjin'].points;
    const fix = progress!.fix;
    // Past the first segment: the distance via p1 adds up to what was driven.
    expect(distanceM(p0, p1) + distanceM(p1, fix)).toBeCloseTo(10_000, -1);
    expect(distanceM(fix, p2)).toBeLessThan(distanceM(p1, p2));
    expect(fix.heading).toBeGreaterThan(100);
    expect(fix.heading).toBeLessThan(150);
    expect(progress!.totalM).toBeGreaterThan(110_000);
    expect(progress!.totalM).toBeLessThan(150_000);
  });

  it('pause freezes, play resumes, seek jumps, stop rewinds', async () => {
    const native = makeNative();
    native.controls.location.playRoute({ points: north, speedKmh: 36 });
    await vi.advanceTimersByTimeAsync(100_000);
    native.controls.location.pause();
    const paused = native.controls.location.progress()!;
    expect(paused.distanceM).toBeCloseTo(1000, 6);
    expect(paused.fix.speed).toBe(0);
    await vi.advanceTimersByTimeAsync(100_000);
    expect(native.controls.location.progress()!.distanceM).toBeCloseTo(1000, 6);
    native.controls.location.play();
    await vi.advanceTimersByTimeAsync(50_000);
    expect(native.controls.location.progress()!.distanceM).toBeCloseTo(1500, 6);
    native.controls.location.setSpeed(72);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(native.controls.location.progress()!.distanceM).toBeCloseTo(2500, 6);
    native.controls.location.seek(0.5);
    expect(native.controls.location.current().latitude).toBeCloseTo(0.5, 6);
    native.controls.location.stop();
    expect(native.controls.location.progress()).toMatchObject({ status: 'stopped', distanceM: 0 });
  });

  it('rejects unknown routes and degenerate point lists', () => {
    const native = makeNative();
    expect(() => native.controls.location.playRoute({ routeName: 'nowhere' })).toThrow('未知路线');
    expect(() => native.controls.location.playRoute({ points: [north[0]] })).toThrow();
  });
});

describe('watchLocation', () => {
  it('emits location events every intervalMs until clearWatch', async () => {
    const native = makeNative();
    const win = fakeWindow();
    attachFakeNative(win as unknown as Window, native);
    const bridge = win.WebViewJavascriptBridge as WebViewJavascriptBridge;
    const events: NativeEventEnvelope<'location'>[] = [];
    bridge.registerHandler(NATIVE_EVENT_HANDLER, (d) => events.push(JSON.parse(d as string)));
    native.controls.location.playRoute({
      points: [
        { longitude: 0, latitude: 0 },
        { longitude: 0, latitude: 1 },
      ],
      speedKmh: 36,
    });
    const { watchId } = await ok(native, 'watchLocation', { intervalMs: 1000 });
    expect(native.state.location.watches).toEqual([{ watchId, intervalMs: 1000 }]);
    await vi.advanceTimersByTimeAsync(3000);
    await vi.advanceTimersByTimeAsync(1); // delivery is asynchronous, as evaluateJavascript is
    expect(events).toHaveLength(3);
    expect(events.every((e) => e.event === 'location' && e.data.watchId === watchId)).toBe(true);
    expect(events[2].data.latitude).toBeGreaterThan(events[0].data.latitude);
    expect(events[0].data.speed).toBe(36);
    await ok(native, 'clearWatch', { watchId });
    await vi.advanceTimersByTimeAsync(3000);
    expect(events).toHaveLength(3);
    expect(native.state.location.watches).toEqual([]);
    expect((await fail(native, 'clearWatch', { watchId })).code).toBe('bad_params');
  });

  it("a page's watches stop when it detaches", async () => {
    const native = makeNative();
    const win = fakeWindow();
    const detach = attachFakeNative(win as unknown as Window, native);
    const bridge = win.WebViewJavascriptBridge as WebViewJavascriptBridge;
    const answer = vi.fn();
    bridge.callHandler('watchLocation', req('watchLocation', { intervalMs: 500 }), answer);
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(answer.mock.calls[0][0] as string)).toMatchObject({ ok: true });
    expect(native.state.location.watches).toHaveLength(1);
    detach();
    expect(native.state.location.watches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(native.timeline().filter((e) => e.kind === 'event')).toHaveLength(0);
  });

  it('emits nothing while positioning is off', async () => {
    const native = makeNative();
    await ok(native, 'watchLocation', { intervalMs: 1000 });
    native.controls.location.off();
    await vi.advanceTimersByTimeAsync(3000);
    expect(native.timeline().filter((e) => e.kind === 'event')).toHaveLength(0);
    native.dispose();
  });
});
