/**
 * The waybill outbox: the trip's photos and confirmations made without signal, kept on the phone
 * (the generic outbox, `@/lib/outbox`, over IndexedDB) and sent in order when the network returns.
 *
 * Design
 * - Items: `photo` (the blob plus the watermark facts of the moment it was taken: uploader name
 *   and phone, location line, lng/lat, time; the blob is the camera's original, read over the
 *   bridge's `readFile`, or, from an app without it, the native preview, marked 预览画质) and the step confirmations `load` / `unload` /
 *   `receipt`. A confirmation is queued after its photos, so per-waybill order sends them first.
 * - A confirmation's body names its photos as slots (`types.ts`): uploaded ones by their paths,
 *   queued ones by the photo item's id. The sender uploads a photo with the item's idempotency
 *   key (the platform answers a repeat with the same paths, never a second photo) and stores the
 *   answer under the item id in IndexedDB (`photo-paths.ts`) before the item counts as sent; the
 *   confirmation reads the paths from there when it is sent, so a reload between the two works.
 *   The paths are dropped once the confirmation is delivered.
 * - Refusals: a 4xx or business refusal leaves the item 'rejected' with the server's message; a
 *   photo or confirmation rejected holds back the later items of its waybill until the driver
 *   retakes (new file, new key) or discards it; a discarded photo is left out of its confirmation.
 * - One app-wide instance (`instance.ts`): per driver database, woken by the online event, by
 *   successful requests elsewhere, and by its backoff timer.
 */
export {
  endWaybillOutbox,
  pinOutboxDatabase,
  onOutboxSwitch,
  startWaybillOutbox,
  stopWaybillOutbox,
  wakeOnQuerySuccess,
  waybillOutbox,
} from './instance';
export { isUnreachable, knownOffline, platformReachable } from './reachability';
export { queueStep, type QueuedStep, type StepPhoto } from './queue-step';
export type {
  PhotoBody,
  PhotoSlot,
  StepBody,
  TripStepKind,
  WaybillOutboxItem,
  WaybillOutboxKind,
} from './types';
