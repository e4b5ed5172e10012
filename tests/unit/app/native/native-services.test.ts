/** The shell's wiring of the native services: which calls, with which options, on which events. */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNativeDeviceInfo } from '@/app/native/device-info';
import { resetLocation } from '@/lib/bridge/location-fix';
import { startNativeServices } from '@/app/native/native-services';
import { drainTrackQueue, enqueueTrack } from '@/app/tracking/track-queue';
import { TRACK_UPLOAD_INTERVAL_MS } from '@/app/tracking/tracking-upload';
import { UPDATE_CHECK_DELAY_MS } from '@/app/native/update-check';
import { updatePrompt } from '@/app/native/update-prompt-state';
import { eventRecord } from '@/lib/contract/common/event-record';
import { version } from '@/lib/contract/common/version';
import { setStorageBackends } from '@/lib/storage/browser-storage';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { trackingEvent } from '@/lib/tracking/tracking-event';
import { fakeBridge, settle, type FakeBridge } from './fake-bridge';

const mocks = vi.hoisted(() => ({
  httpCall: vi.fn(),
  toast: vi.fn(),
  closeTopOverlay: vi.fn(() => false),
}));
vi.mock('@/lib/http/client', () => ({ http: { call: mocks.httpCall } }));
vi.mock('@/components/feedback', () => ({ showToast: mocks.toast }));
vi.mock('@/app/shell/close-overlay', () => ({ closeTopOverlay: mocks.closeTopOverlay }));

let bridge: FakeBridge;
let queryClient: QueryClient;
let stop: () => void;
let atRoot: boolean;
const goBack = vi.fn();

function start(mode: 'native' | 'web' = 'native') {
  bridge = fakeBridge(mode, {
    getDeviceId: { deviceId: 'native-1' },
    getBrand: { brand: 'OPPO', model: 'R17' },
    getAppVersion: { version: '1.2.0', platform: 'android' },
    getLocation: { longitude: 1, latitude: 2, accuracy: 5, speed: 0, heading: 0, time: 0 },
    getEventRecords: { records: [] },
    closeApp: null,
  });
  stop = startNativeServices({ bridge, queryClient, goBack, atRoot: () => atRoot });
}

const endpointCalls = (ep: { path: string }) =>
  mocks.httpCall.mock.calls.filter(([called]) => (called as { path: string }).path === ep.path);

beforeEach(() => {
  vi.useFakeTimers();
  setStorageBackends();
  resetLocation();
  resetNativeDeviceInfo();
  drainTrackQueue();
  mocks.httpCall.mockReset().mockResolvedValue(null);
  mocks.toast.mockReset();
  goBack.mockReset();
  atRoot = false;
  queryClient = new QueryClient();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('native services', () => {
  it('uploads tracking with saveBatch, ignoring its errors', async () => {
    start();
    enqueueTrack(trackingEvent(TRACKING_EVENTS.pageView));
    await vi.advanceTimersByTimeAsync(TRACK_UPLOAD_INTERVAL_MS);
    const [call] = endpointCalls(eventRecord.saveBatch);
    const batch = call![1] as { eventRecord: Array<{ eventId: number; deviceId: string }> };
    // The page view, the update check's own event (1004) and the first fix (4001) made meanwhile.
    expect(batch.eventRecord.map((r) => r.eventId).sort()).toEqual([1004, 4001, 6001]);
    expect(batch.eventRecord.every((r) => r.deviceId === 'native-1')).toBe(true);
    expect(call![2]).toEqual({ ignoreErrors: true, idempotencyKey: expect.any(String) });
  });

  it('checks the published version 2 s after start, ignoring its errors, and prompts', async () => {
    mocks.httpCall.mockResolvedValue({
      publishVersion: '1.3.0',
      publicshContext: '修复问题',
      downloadAddress: 'https://d.test/a.apk',
      isUpdate: '1',
    });
    start();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_DELAY_MS);
    await settle();
    const [call] = endpointCalls(version.getNowPublishVersion);
    expect(call!.slice(1)).toEqual([
      { publishPort: 1, publishType: 1, operatingSystem: 1 },
      { ignoreErrors: true },
    ]);
    expect(updatePrompt()).toMatchObject({ version: '1.3.0', forced: true });
    stop();
    expect(updatePrompt()).toBeNull();
  });

  it('outside the app: no device, location or version calls', async () => {
    start('web');
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_DELAY_MS + 100);
    expect(bridge.calls).toEqual([]);
    expect(endpointCalls(version.getNowPublishVersion)).toEqual([]);
  });

  it('pause stops uploads and location polls; resume refetches the active queries', async () => {
    const refetch = vi.spyOn(queryClient, 'refetchQueries');
    start();
    await settle();
    const polls = bridge.callsOf('getLocation').length;
    bridge.emit('pause', {});
    enqueueTrack(trackingEvent(TRACKING_EVENTS.appBackground));
    await vi.advanceTimersByTimeAsync(3 * TRACK_UPLOAD_INTERVAL_MS);
    expect(endpointCalls(eventRecord.saveBatch)).toEqual([]);
    expect(bridge.callsOf('getLocation')).toHaveLength(polls);
    bridge.emit('resume', {});
    expect(refetch).toHaveBeenCalledWith({ type: 'active' });
    await vi.advanceTimersByTimeAsync(TRACK_UPLOAD_INTERVAL_MS);
    expect(endpointCalls(eventRecord.saveBatch)).toHaveLength(1);
  });

  it('back: goes back below the roots; at a root warns, then closes the app', async () => {
    start();
    bridge.emit('back', {});
    expect(goBack).toHaveBeenCalledTimes(1);
    atRoot = true;
    bridge.emit('back', {});
    expect(mocks.toast).toHaveBeenCalledWith('再按一次退出程序', 2000);
    bridge.emit('back', {});
    await settle();
    expect(bridge.callsOf('closeApp')).toHaveLength(1);
  });

  it('stop() unsubscribes from every native event', () => {
    start();
    stop();
    for (const event of ['back', 'pause', 'resume', 'location'] as const)
      expect(bridge.listenerCount(event)).toBe(0);
  });
});
