/**
 * Sends one waybill outbox item. A photo goes to the watermark upload with its item's key and the
 * watermark lines of the moment it was taken; its paths are stored (`photo-paths.ts`) before it
 * counts as sent. A confirmation, sent after its photos (the outbox keeps a waybill's order), puts
 * their real URLs in its body. A photo the driver discarded is left out of the confirmation.
 */
import { upload, WATERMARK_POSITION, type UploadResult } from '@/lib/contract/common/upload';
import { waybillTrip, type LoadRequest, type TripPhotoInput } from '@/lib/contract/waybill/trip';
import { formatDateTime } from '@/lib/domain/dates';
import { http } from '@/lib/http/client';
import { outcomeOf } from '@/lib/outbox/send-outcome';
import type { OutboxSender, WatermarkFacts } from '@/lib/outbox/types';
import type { PhotoPaths } from './photo-paths';
import type { PhotoSlot, StepBody, WaybillOutboxKind } from './types';

/** §3: uploader name and phone, location, time. */
function watermarkLinesOf(facts: WatermarkFacts): string[] {
  const who = [facts.uploaderName.trim(), facts.uploaderPhone.trim()].filter(Boolean).join(' ');
  return [who, facts.locationText, formatDateTime(new Date(facts.takenAt))];
}

const PHOTO_TIMEOUT_MS = 5 * 60_000;

export const STEP_ENDPOINTS = {
  load: waybillTrip.load,
  unload: waybillTrip.unload,
  receipt: waybillTrip.uploadReceipt,
} as const;

async function resolveSlot(slot: PhotoSlot, paths: PhotoPaths): Promise<TripPhotoInput | null> {
  if ('uploaded' in slot) return slot.uploaded;
  const result: UploadResult | undefined = await paths.get(slot.queued);
  if (!result) return null;
  return { url: result.fullFilePath, watermarkUrl: result.fullFileWatermarkPath, ...slot.facts };
}

export function createWaybillSender(paths: PhotoPaths): OutboxSender<WaybillOutboxKind> {
  return async (item) => {
    // The trip screen that queued the step may still show it: what the step changed is marked
    // stale, not swapped under the driver (the outbox session reads the list and counts again).
    const options = { idempotencyKey: item.idempotencyKey, ignoreErrors: true, staleOnly: true };
    // A photo over a weak signal may take minutes; the step's call keeps the client's time-out.
    const uploadOptions = { ...options, timeoutMs: PHOTO_TIMEOUT_MS };
    if (item.kind === 'photo') {
      const file = item.files[0];
      if (!file) return { rejected: '照片文件已丢失，请重拍' };
      return outcomeOf(async () => {
        const result = await http.call(
          upload.watermarkFile,
          {
            multipartFile: file.blob,
            content: watermarkLinesOf(file.watermark),
            position: WATERMARK_POSITION,
          },
          uploadOptions,
        );
        await paths.put(item.id, result);
      });
    }
    const endpoint = STEP_ENDPOINTS[item.kind] as typeof waybillTrip.load;
    const body = item.request.body as StepBody;
    const resolved = await Promise.all(body.photos.map((slot) => resolveSlot(slot, paths)));
    const photos = resolved.filter((p): p is TripPhotoInput => p !== null);
    const outcome = await outcomeOf(() =>
      // The body's shape is the endpoint's: fields as the step form built them, photos resolved.
      http.call(endpoint, { ...(body.fields as Omit<LoadRequest, 'photos'>), photos }, options),
    );
    if (outcome === 'sent') {
      const queued = body.photos.flatMap((slot) => ('queued' in slot ? [slot.queued] : []));
      await paths.remove(queued).catch(() => {});
    }
    return outcome;
  };
}
