/**
 * Queues a trip step made without signal: its photos not yet uploaded (each with the watermark
 * facts of the moment it was taken), then the confirmation referring to them, in that order, each
 * on disk before this resolves.
 */
import { upload } from '@/lib/contract/common/upload';
import type { TripPhotoInput } from '@/lib/contract/waybill/trip';
import type { Outbox } from '@/lib/outbox/outbox';
import type { OutboxFile } from '@/lib/outbox/types';
import { STEP_ENDPOINTS } from './sender';
import type { PhotoBody, PhotoSlot, StepBody, TripStepKind, WaybillOutboxKind } from './types';

/** A photo of the step: uploaded already, or kept on the phone with its facts. */
export type StepPhoto =
  | { uploaded: TripPhotoInput }
  | { local: OutboxFile; facts: Omit<TripPhotoInput, 'url' | 'watermarkUrl'> };

export interface QueuedStep {
  /** Items queued: the local photos and the confirmation. */
  count: number;
}

export async function queueStep(
  outbox: Outbox<WaybillOutboxKind>,
  step: TripStepKind,
  fields: StepBody['fields'],
  photos: readonly StepPhoto[],
  /** The key the confirmation was (or would have been) sent with online: kept for its resends. */
  idempotencyKey?: string,
): Promise<QueuedStep> {
  const waybillId = fields.id;
  const slots: PhotoSlot[] = [];
  for (const photo of photos) {
    if ('uploaded' in photo) {
      slots.push({ uploaded: photo.uploaded });
      continue;
    }
    const body: PhotoBody = { step };
    const item = await outbox.enqueue({
      waybillId,
      kind: 'photo',
      request: { path: upload.watermarkFile.path, body },
      files: [photo.local],
    });
    slots.push({ queued: item.id, facts: photo.facts });
  }
  const body: StepBody = { fields, photos: slots };
  await outbox.enqueue({
    waybillId,
    kind: step,
    request: { path: STEP_ENDPOINTS[step].path, body },
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
  return { count: photos.filter((p) => 'local' in p).length + 1 };
}
