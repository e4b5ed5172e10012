/**
 * The trip without signal: the fence and loading window checked on the phone against the waybill's
 * cached detail when the platform cannot be reached, and the step queued in the outbox.
 */
import { haversineM } from '@/components/map';
import type { LocationFix } from '@/lib/bridge/protocol';
import type { StepRefusal, WaybillDetail } from '@/lib/contract/waybill/trip';
import { ApiError } from '@/lib/http/errors';
import { reportFailure } from '@/lib/http/report';
import { actionIntents } from '@/lib/storage/action-intents';
import {
  isUnreachable,
  queueStep,
  waybillOutbox,
  type QueuedStep,
  type StepBody,
  type StepPhoto,
  type TripStepKind,
} from '@/lib/waybill-outbox';
import { beforeLoading, fenceRefusal } from '../messages';
import { checkFence } from './trip';

type Point = 'loading' | 'unloading';

/** `YYYY-MM-DD HH:mm:ss` (China time, as the platform writes it) in ms; NaN when malformed. */
function platformMs(text: string): number {
  const m = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)$/.exec(text);
  return m ? Date.parse(`${m[1]}T${m[2]}+08:00`) : NaN;
}

/**
 * The platform's rules the phone can judge alone, in the platform's order: the fence, then the
 * loading window (departure). Without a fence, or without a fix to measure, the fence cannot
 * refuse: the platform decides when the step arrives.
 */
export function localFence(
  detail: WaybillDetail,
  point: Point,
  fix: LocationFix | null,
  nowMs = Date.now(),
): { fenced: boolean; inside: boolean; distanceM: number; refusal: StepRefusal | null } {
  const fence = point === 'loading' ? detail.loadingFence : detail.unloadingFence;
  const distanceM =
    fence && fix ? haversineM([fix.longitude, fix.latitude], [fence.longitude, fence.latitude]) : 0;
  const inside = !fence || !fix || distanceM <= fence.radiusM;
  const early = point === 'loading' && nowMs < platformMs(detail.loadingStart);
  const refusal: StepRefusal | null = !inside
    ? { rule: 'fence', message: fenceRefusal(point, distanceM) }
    : early
      ? { rule: 'window', message: beforeLoading(detail.loadingStart) }
      : null;
  return { fenced: fence !== null, inside, distanceM, refusal };
}

/**
 * The platform's verdict on the step from here and now (its `refusal`: fence, loading window,
 * state …), or the phone's when the platform cannot be reached. Asked before anything is paid.
 */
export async function fenceCheck(detail: WaybillDetail, point: Point, fix: LocationFix | null) {
  try {
    // Silent: without signal the phone checks, and the driver is told the step was saved.
    return await checkFence(detail.id, point, fix, { ignoreErrors: true });
  } catch (err) {
    if (isUnreachable(err)) return localFence(detail, point, fix);
    // Any other failure is told as the client tells it (§8).
    if (err instanceof ApiError) reportFailure(err, false);
    throw err;
  }
}

/**
 * The step to the outbox with the key of its intended action (`path`, `intent`): the key it was,
 * or would have been, sent with online. The intent is then settled: the outbox resends with it.
 */
export async function queueIntended(
  { path, intent }: { path: string; intent: unknown },
  step: TripStepKind,
  fields: StepBody['fields'],
  photos: readonly StepPhoto[],
): Promise<QueuedStep> {
  const { key } = actionIntents.open(path, intent);
  const saved = await queueStep(waybillOutbox(), step, fields, photos, key);
  actionIntents.settle(path, intent);
  return saved;
}
