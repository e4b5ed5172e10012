/**
 * The app's one waybill outbox. Created lazily on first use (a trip screen, a waybill's queue),
 * switched to the driver's own database when a driver logs in (`startWaybillOutbox`) and stopped on
 * logout, so one driver's photos are never sent with another's token.
 *
 * It wakes (sends what waits out a backoff) on the browser's online event, on every successful
 * request elsewhere in the app (`noteApiSuccess`: the cheapest proof the network is back; the
 * WebView's `navigator.onLine` often stays true without signal), and on its own backoff timer.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createOutbox, type Outbox, type OutboxOptions } from '@/lib/outbox/outbox';
import { OUTBOX_DB_NAME } from '@/lib/outbox/storage';
import { openPhotoPaths, type PhotoPaths } from './photo-paths';
import { createWaybillSender } from './sender';
import type { WaybillOutboxKind } from './types';

type Extra = Omit<OutboxOptions<WaybillOutboxKind>, 'send' | 'dbName'>;

interface Current {
  dbName: string;
  outbox: Outbox<WaybillOutboxKind>;
  paths: PhotoPaths;
}

let current: Current | null = null;
/** A database a story or test holds on to: logins do not switch away from it. */
let pinned: string | null = null;
const switchListeners = new Set<() => void>();

/** At most one wake-up per this long from the successes of other requests. */
const WAKE_THROTTLE_MS = 2000;
let lastWake = 0;

function make(dbName: string, extra: Extra = {}): Current {
  const paths = openPhotoPaths(`${dbName}-paths`);
  const outbox = createOutbox<WaybillOutboxKind>({
    ...extra,
    dbName,
    send: createWaybillSender(paths),
  });
  void outbox.start().catch(() => {});
  return { dbName, outbox, paths };
}

/** The outbox in use; made (and started) on first call. */
export function waybillOutbox(): Outbox<WaybillOutboxKind> {
  current ??= make(OUTBOX_DB_NAME);
  return current.outbox;
}

/** Stops the current outbox; its items stay on disk for the next start over the same database. */
export function stopWaybillOutbox(): void {
  if (!current) return;
  current.outbox.stop();
  current.paths.close();
  current = null;
  switchListeners.forEach((listener) => listener());
}

/**
 * Uses the outbox over `dbName` (a driver's own; a story's fresh one), stopping another. The same
 * name again keeps the running one.
 */
function switchOutboxDatabase(dbName: string, extra?: Extra): Outbox<WaybillOutboxKind> {
  if (current?.dbName === dbName) return current.outbox;
  stopWaybillOutbox();
  current = make(dbName, extra);
  switchListeners.forEach((listener) => listener());
  return current.outbox;
}

/** The driver logged in: their outbox starts and sends what an earlier session left. */
export function startWaybillOutbox(userId: string): Outbox<WaybillOutboxKind> {
  return switchOutboxDatabase(pinned ?? `${OUTBOX_DB_NAME}-${userId}`);
}

/** The driver logged out: their items wait on disk for their next login. */
export function endWaybillOutbox(): void {
  if (pinned === null) stopWaybillOutbox();
}

/** Stories and tests: one fresh database each, kept whoever logs in; null lets go. */
export function pinOutboxDatabase(dbName: string | null, extra?: Extra): void {
  pinned = dbName;
  if (dbName !== null) switchOutboxDatabase(dbName, extra);
}

/** A request elsewhere succeeded: the network is back, so items waiting out a backoff go now. */
function noteApiSuccess(now = Date.now()): void {
  if (!current || now - lastWake < WAKE_THROTTLE_MS) return;
  const waiting = current.outbox.getSnapshot().some((item) => item.status === 'failed-retrying');
  if (!waiting) return;
  lastWake = now;
  void current.outbox.retryNow().catch(() => {});
}

/** Calls `noteApiSuccess` on every successful query or mutation of `client`; returns the stop. */
export function wakeOnQuerySuccess(client: QueryClient): () => void {
  const stopQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') noteApiSuccess();
  });
  const stopMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') noteApiSuccess();
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}

/** For hooks: called when the outbox in use is replaced. */
export function onOutboxSwitch(listener: () => void): () => void {
  switchListeners.add(listener);
  return () => void switchListeners.delete(listener);
}
