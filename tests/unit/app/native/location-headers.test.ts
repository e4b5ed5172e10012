import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEVICE_INFO_WAIT_MS,
  deviceInfo,
  deviceInfoGate,
  loadNativeDeviceInfo,
  markDeviceInfoSettled,
  resetNativeDeviceInfo,
} from '@/app/native/device-info';
import { wireHttp } from '@/app/session/http-wiring';
import { DEVICE_ID_STORAGE_KEY } from '@/lib/bridge/device-id';
import {
  LOCATION_POLL_MS,
  type LocationPoll,
  currentLocation,
  resetLocation,
  startLocationPoll,
} from '@/app/native/location-poll';
import type { LocationFix } from '@/lib/bridge/protocol';
import { resetHttpHooks } from '@/lib/http/hooks';
import { requestHeaders } from '@/lib/http/request-headers';
import { resetIdleWork, whenIdle } from '@/lib/scheduling/when-idle';
import { localStore, setStorageBackends } from '@/lib/storage/browser-storage';
import { bridgeError, fakeBridge, settle } from './fake-bridge';

const fix = (longitude: number, latitude: number): LocationFix => ({
  longitude,
  latitude,
  accuracy: 10,
  speed: 0,
  heading: 0,
  time: Date.now(),
});

let poll: LocationPoll | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  setStorageBackends();
  resetLocation();
  resetNativeDeviceInfo();
  wireHttp({ navigate: () => {}, pathname: () => '/' });
});
afterEach(() => {
  poll?.stop();
  poll = null;
  resetHttpHooks();
  vi.useRealTimers();
});

describe('location headers (§7, §9: poll every 60 s)', () => {
  it('sends no location headers before a fix (and outside the app, where nothing polls)', () => {
    const headers = requestHeaders(null);
    expect(headers).not.toHaveProperty('longitude');
    expect(headers).not.toHaveProperty('latitude');
  });

  it('gets a fix at start and one every minute; the headers carry the last one', async () => {
    let next = fix(113.26, 23.13);
    const bridge = fakeBridge('native', { getLocation: () => next });
    poll = startLocationPoll(bridge);
    await settle();
    expect(bridge.callsOf('getLocation')).toHaveLength(1);
    expect(requestHeaders(null)).toMatchObject({ longitude: '113.26', latitude: '23.13' });

    next = fix(114.05, 22.54);
    await vi.advanceTimersByTimeAsync(LOCATION_POLL_MS - 1);
    expect(bridge.callsOf('getLocation')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(bridge.callsOf('getLocation')).toHaveLength(2);
    expect(requestHeaders(null)).toMatchObject({ longitude: '114.05', latitude: '22.54' });
  });

  it('polls at the configured trail interval once it is set, not before, and not while paused', async () => {
    const bridge = fakeBridge('native', { getLocation: fix(113.26, 23.13) });
    poll = startLocationPoll(bridge);
    await settle();
    poll.setIntervalMs(15_000);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(bridge.callsOf('getLocation')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(bridge.callsOf('getLocation')).toHaveLength(4);
    poll.pause();
    poll.setIntervalMs(5_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(bridge.callsOf('getLocation')).toHaveLength(4);
    poll.resume();
    await settle();
    expect(bridge.callsOf('getLocation')).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(bridge.callsOf('getLocation')).toHaveLength(6);
    // Nonsense keeps the interval it has.
    poll.setIntervalMs(Number.NaN);
    poll.setIntervalMs(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(bridge.callsOf('getLocation')).toHaveLength(7);
  });

  it('reports 4001/4002/4003 when the outcome changes, not every minute (§9)', async () => {
    const outcomes: string[] = [];
    const bridge = fakeBridge('native', { getLocation: fix(113.26, 23.13) });
    poll = startLocationPoll(bridge, (outcome) => outcomes.push(outcome));
    await settle();
    await vi.advanceTimersByTimeAsync(LOCATION_POLL_MS);
    expect(outcomes).toEqual(['success']);
    bridge.answers.getLocation = bridgeError('failed', 'getLocation');
    await vi.advanceTimersByTimeAsync(2 * LOCATION_POLL_MS);
    expect(outcomes).toEqual(['success', 'failure']);
    bridge.answers.getLocation = bridgeError('denied', 'getLocation');
    await vi.advanceTimersByTimeAsync(LOCATION_POLL_MS);
    bridge.answers.getLocation = fix(114.05, 22.54);
    await vi.advanceTimersByTimeAsync(LOCATION_POLL_MS);
    expect(outcomes).toEqual(['success', 'failure', 'denied', 'success']);
  });

  it('keeps the last good fix when a poll fails or answers nonsense', async () => {
    const bridge = fakeBridge('native', { getLocation: fix(113.26, 23.13) });
    poll = startLocationPoll(bridge);
    await settle();
    bridge.answers.getLocation = bridgeError('denied', 'getLocation');
    await vi.advanceTimersByTimeAsync(LOCATION_POLL_MS);
    expect(currentLocation()).toEqual({ longitude: 113.26, latitude: 23.13 });
    for (const nonsense of [fix(Number.NaN, 23), fix(113, 400), fix(-181, 23)]) {
      bridge.answers.getLocation = nonsense;
      await vi.advanceTimersByTimeAsync(LOCATION_POLL_MS);
      expect(currentLocation()).toEqual({ longitude: 113.26, latitude: 23.13 });
    }
  });

  it('takes the fixes a running watch delivers', async () => {
    const bridge = fakeBridge('native', { getLocation: bridgeError('timeout', 'getLocation') });
    poll = startLocationPoll(bridge);
    await settle();
    expect(currentLocation()).toBeNull();
    bridge.emit('location', { ...fix(116.4, 39.9), watchId: 'w1' });
    expect(requestHeaders(null)).toMatchObject({ longitude: '116.4', latitude: '39.9' });
    poll.stop();
    expect(bridge.listenerCount('location')).toBe(0);
  });

  it('does not poll while paused, and gets a fix at once on resume', async () => {
    const bridge = fakeBridge('native', { getLocation: fix(1, 2) });
    poll = startLocationPoll(bridge);
    await settle();
    poll.pause();
    await vi.advanceTimersByTimeAsync(3 * LOCATION_POLL_MS);
    expect(bridge.callsOf('getLocation')).toHaveLength(1);
    poll.resume();
    expect(bridge.callsOf('getLocation')).toHaveLength(2);
  });
});

describe('device headers (§7)', () => {
  it('before the bridge answers: a local id kept in storage, brand unkown, no version', () => {
    const first = requestHeaders(null);
    expect(first).toMatchObject({ appBrand: 'unkown', appVersion: '' });
    expect(first.deviceId).toMatch(/\S{8,}/);
    expect(localStore.getItem(DEVICE_ID_STORAGE_KEY)).toBe(first.deviceId);
    expect(requestHeaders(null).deviceId).toBe(first.deviceId);
  });

  it('in the app: the native device id, brand and version, all kept for the next launch', async () => {
    const bridge = fakeBridge('native', {
      getDeviceId: { deviceId: 'native-id-1' },
      getBrand: { brand: 'HUAWEI', model: 'P60' },
      getAppVersion: { version: '1.3.0', platform: 'android' },
    });
    await loadNativeDeviceInfo(bridge);
    expect(requestHeaders(null)).toMatchObject({
      deviceId: 'native-id-1',
      appBrand: 'HUAWEI',
      appVersion: '1.3.0',
    });
    expect(localStore.getItem(DEVICE_ID_STORAGE_KEY)).toBe('native-id-1');

    resetNativeDeviceInfo();
    expect(deviceInfo()).toEqual({
      deviceId: 'native-id-1',
      appBrand: 'HUAWEI',
      appVersion: '1.3.0',
    });
  });

  it('takes each answer on its own: a failing or empty brand keeps unkown', async () => {
    const bridge = fakeBridge('native', {
      getDeviceId: { deviceId: 'native-id-2' },
      getBrand: bridgeError('unsupported', 'getBrand'),
      getAppVersion: { version: '1.2.5', platform: 'ios' },
    });
    await loadNativeDeviceInfo(bridge);
    expect(deviceInfo()).toEqual({
      deviceId: 'native-id-2',
      appBrand: 'unkown',
      appVersion: '1.2.5',
    });
    bridge.answers.getBrand = { brand: '  ', model: '' };
    await loadNativeDeviceInfo(bridge);
    expect(deviceInfo().appBrand).toBe('unkown');
  });

  it('reading never waits for the bridge', () => {
    const bridge = fakeBridge('native', {
      getDeviceId: () => new Promise(() => {}),
      getBrand: () => new Promise(() => {}),
      getAppVersion: () => new Promise(() => {}),
    });
    void loadNativeDeviceInfo(bridge);
    expect(requestHeaders(null)).toMatchObject({ appBrand: 'unkown', appVersion: '' });
  });

  describe('start-up requests wait a little for the device answers', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      resetNativeDeviceInfo();
      resetIdleWork();
    });
    afterEach(() => {
      resetIdleWork();
      vi.useRealTimers();
    });

    it('until the bridge answers', async () => {
      const gate = deviceInfoGate();
      expect(gate).not.toBeNull();
      let through = false;
      void gate!.then(() => (through = true));
      await vi.advanceTimersByTimeAsync(100);
      expect(through).toBe(false);
      await loadNativeDeviceInfo(
        fakeBridge('native', {
          getDeviceId: { deviceId: 'native-id-3' },
          getBrand: { brand: 'XIAOMI', model: '' },
          getAppVersion: { version: '1.3.0', platform: 'android' },
        }),
      );
      await vi.advanceTimersByTimeAsync(0);
      expect(through).toBe(true);
      expect(deviceInfoGate()).toBeNull();
    });

    it(`never longer than ${DEVICE_INFO_WAIT_MS} ms from the first request`, async () => {
      let through = false;
      void deviceInfoGate()!.then(() => (through = true));
      await vi.advanceTimersByTimeAsync(DEVICE_INFO_WAIT_MS - 1);
      expect(through).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(through).toBe(true);
      expect(deviceInfoGate()).toBeNull();
    });

    it('start the bridge at once when the app was waiting for the first input or idle time', () => {
      const startNative = vi.fn();
      whenIdle(startNative);
      expect(startNative).not.toHaveBeenCalled();
      void deviceInfoGate();
      expect(startNative).toHaveBeenCalledTimes(1);
    });

    it('not at all once web mode is known', () => {
      markDeviceInfoSettled();
      expect(deviceInfoGate()).toBeNull();
    });

    it('not at all on a later launch: the id stored by the first one goes out at once', async () => {
      await loadNativeDeviceInfo(
        fakeBridge('native', {
          getDeviceId: { deviceId: 'native-id-4' },
          getBrand: { brand: 'HUAWEI', model: '' },
          getAppVersion: { version: '1.4.0', platform: 'android' },
        }),
      );
      resetNativeDeviceInfo();
      expect(deviceInfoGate()).toBeNull();
    });

    it('not on a later launch outside the app either (the id made at the first one)', () => {
      localStore.setItem(DEVICE_ID_STORAGE_KEY, 'h5-made-before');
      expect(deviceInfoGate()).toBeNull();
      expect(deviceInfo()).toEqual({
        deviceId: 'h5-made-before',
        appBrand: 'unkown',
        appVersion: '',
      });
    });
  });
});
