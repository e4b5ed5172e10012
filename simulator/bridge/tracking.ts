/** Tracking records as the native app buffers them (ids from the H5's event catalogue, §9). */
import type { NativeEventRecord } from '@/lib/bridge/protocol';
import { TRACKING_EVENTS, type TrackingEventKey } from '@/lib/tracking/events';
import type { SimState } from './api';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in the phone's local time. */
function formatRecordTime(ms: number): string {
  const d = new Date(ms);
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
}

const PAGES = ['/home', '/waybill', '/supply', '/i', '/i/vehicle', '/wallet'];

type Maker = (state: SimState, i: number) => Record<string, unknown>;

/** A native app's everyday events, in the order a shift produces them. */
const CYCLE: [TrackingEventKey, Maker][] = [
  ['appLaunch', (s) => ({ appVersion: s.device.appVersion, platform: s.device.platform })],
  [
    'locationSuccess',
    (s) => ({ longitude: s.location.fixed.longitude, latitude: s.location.fixed.latitude }),
  ],
  ['pageView', (_s, i) => ({ page: PAGES[i % PAGES.length] })],
  ['loginSuccess', () => ({ method: 'sms' })],
  ['pageView', (_s, i) => ({ page: PAGES[(i + 1) % PAGES.length] })],
  ['appBackground', () => ({})],
  ['appForeground', () => ({})],
  ['networkTimeout', () => ({ url: '/api/mdc/cuc/user/getUserDetail', timeoutMs: 15000 })],
  ['locationPermissionDenied', () => ({ kind: 'location' })],
  ['waybillDepart', () => ({ shippingNoteNumber: 'YD202501150001' })],
];

export function makeRecord(
  key: TrackingEventKey,
  eventData: Record<string, unknown>,
  now: number,
): NativeEventRecord {
  const def = TRACKING_EVENTS[key];
  return { eventId: def.eventId, eventName: def.eventName, eventData, time: formatRecordTime(now) };
}

/** `n` records continuing the cycle from `counter`. */
export function makeRecords(
  n: number,
  counter: number,
  state: SimState,
  now: number,
): NativeEventRecord[] {
  const out: NativeEventRecord[] = [];
  for (let i = 0; i < n; i += 1) {
    const [key, make] = CYCLE[(counter + i) % CYCLE.length];
    out.push(makeRecord(key, make(state, counter + i), now));
  }
  return out;
}
