/**
 * The waybill outbox's items (see `index.ts` for the design): a photo of a trip step, and the
 * step's confirmation (departure, arrival, receipt) whose photos may still be in the outbox.
 */
import type { OutboxItem } from '@/lib/outbox/types';
import type { TripPhotoInput } from '@/lib/contract/waybill/trip';

export type TripStepKind = 'load' | 'unload' | 'receipt';
export type WaybillOutboxKind = 'photo' | TripStepKind;
export type WaybillOutboxItem = OutboxItem<WaybillOutboxKind>;

/** A photo item's body: the step it was taken for. The file and its watermark facts are its file. */
export interface PhotoBody {
  step: TripStepKind;
}

/**
 * One photo of a confirmation: uploaded before the confirmation was queued (its paths are known),
 * or an earlier photo item of the outbox whose paths the sender learns when it is sent.
 */
export type PhotoSlot =
  | { uploaded: TripPhotoInput }
  | { queued: string; facts: Omit<TripPhotoInput, 'url' | 'watermarkUrl'> };

/** A confirmation's body: the request without its photos, and the photos as slots. */
export interface StepBody {
  fields: Record<string, unknown> & { id: string };
  photos: PhotoSlot[];
}
