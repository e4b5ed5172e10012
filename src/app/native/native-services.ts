/**
 * Everything the shell does with the native side, started once the first screen has painted: device
 * headers, location headers, the update check, the analytics upload, Android back, pause and resume.
 * Its own chunk, so /login's first load carries none of it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { showToast } from '@/components/feedback';
import type { BridgeClient } from '@/lib/bridge/bridge';
import { eventRecord } from '@/lib/contract/common/event-record';
import { version } from '@/lib/contract/common/version';
import { http } from '@/lib/http/client';
import { configuredIntervals } from '@/lib/sys-config/intervals';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { trackingEvent } from '@/lib/tracking/tracking-event';
import { sessionStore } from '@/lib/storage/browser-storage';
import { useSession } from '@/stores/session';
import { appPaused, appResumed, refreshTokensIfDue } from './app-resume';
import { closeTopOverlay } from '../shell/close-overlay';
import { deviceId, loadNativeDeviceInfo, markDeviceInfoSettled } from './device-info';
import { type LocationOutcome, type LocationPoll, startLocationPoll } from './location-poll';
import { appMessages } from '../messages';
import { createBackHandler } from './native-back';
import { enqueueTrack } from '../tracking/track-queue';
import { startTrackingUpload } from '../tracking/tracking-upload';
import { startUpdateCheck } from './update-check';
import { setUpdatePrompt } from './update-prompt-state';

/** §9 location events, sent when the poll's outcome changes. */
const LOCATION_EVENTS = {
  success: TRACKING_EVENTS.locationSuccess,
  failure: TRACKING_EVENTS.locationFailure,
  denied: TRACKING_EVENTS.locationPermissionDenied,
} satisfies Record<LocationOutcome, unknown>;

const TOAST_MS = 2000;

export interface NativeServicesOptions {
  bridge: BridgeClient;
  queryClient: QueryClient;
  goBack(): void;
  /** At a tab root or on the first page: back means leaving the app. */
  atRoot(): boolean;
}

/** Starts them all; returns stop(). */
export function startNativeServices(options: NativeServicesOptions): () => void {
  const { bridge, queryClient } = options;
  const toast = (message: string) => showToast(message, TOAST_MS);
  const stops: Array<() => void> = [];
  let location: LocationPoll | null = null;
  let stopped = false;

  stops.push(
    startUpdateCheck({
      bridge,
      fetchPublished: (query) =>
        http.call(version.getNowPublishVersion, query, { ignoreErrors: true }),
      show: setUpdatePrompt,
      toast,
      track: enqueueTrack,
      session: sessionStore,
    }),
  );

  const tracking = startTrackingUpload({
    bridge,
    send: (batch, idempotencyKey) =>
      http.call(eventRecord.saveBatch, batch, { ignoreErrors: true, idempotencyKey }),
    deviceId,
  });
  stops.push(tracking.stop);

  void bridge.ready().then((mode) => {
    if (mode !== 'native') markDeviceInfoSettled();
    if (stopped || mode !== 'native') return;
    void loadNativeDeviceInfo(bridge);
    location = startLocationPoll(bridge, (outcome) =>
      enqueueTrack(trackingEvent(LOCATION_EVENTS[outcome])),
    );
    applyTrailInterval();
  });

  // The configured driver trail interval (§7.1), read once a driver is logged in.
  const applyTrailInterval = () => {
    if (stopped || !location || !useSession.getState().isLoggedIn()) return;
    void configuredIntervals().then((i) => location?.setIntervalMs(i.trailMs));
  };
  stops.push(useSession.subscribe(applyTrailInterval));

  stops.push(
    bridge.on(
      'back',
      createBackHandler(
        {
          closeOverlay: () => closeTopOverlay(),
          atRoot: options.atRoot,
          goBack: options.goBack,
          toast,
          closeApp: () => void bridge.call('closeApp', {}).catch(() => {}),
        },
        appMessages.pressAgainToExit,
      ),
    ),
    bridge.on('pause', () => {
      tracking.pause();
      location?.pause();
      appPaused();
    }),
    bridge.on('resume', () => {
      tracking.resume();
      location?.resume();
      void appResumed({
        queryClient,
        refreshIfDue: () =>
          useSession.getState().isLoggedIn() ? refreshTokensIfDue() : Promise.resolve(),
      });
    }),
  );

  return () => {
    stopped = true;
    location?.stop();
    stops.forEach((stop) => stop());
  };
}
