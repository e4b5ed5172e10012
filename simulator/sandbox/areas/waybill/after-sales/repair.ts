/**
 * Photo repair (repairCard): the waybill's photos the shipper or platform rejected (the waybill
 * area's TripPhoto entries in state `rejected`), and their replacement; accepted photos stay. A
 * receipt rejected as a whole is handed in again through wayBillDriver/uploadReceipt instead.
 */
import type { PhotoKind } from '@/lib/contract/waybill/trip';
import type {
  PhotoReplacement,
  RejectedPhoto,
  RepairInput,
  RepairResult,
} from '@/lib/contract/waybill/after-sales';
import { reject } from '../../../envelope';
import type { Wire } from '../../../router';
import type { Db } from '../../../store/db';
import { formatDateTime } from '../../../store/time';
import { PHOTO_LABEL } from '../waybills/messages';
import { record } from '../waybills/trip-rules';
import { tripOf } from '../waybills/trip-record';
import type { TripRecord, WaybillRecord } from '../waybills/types';
import { afterSalesMessages as m, afterSalesTexts } from './messages';
import { isPath, myWaybill } from './records';

const KINDS: readonly PhotoKind[] = ['departure', 'arrival', 'receipt'];

/** A receipt rejected as a whole waits for a new uploadReceipt, not a repair. */
function repairable(trip: TripRecord, kind: PhotoKind): boolean {
  return kind !== 'receipt' || trip.receiptRejectReason === null;
}

export function rejectedPhotos(db: Db, w: WaybillRecord): RejectedPhoto[] {
  const trip = tripOf(db, w);
  return KINDS.filter((k) => repairable(trip, k)).flatMap((kind) =>
    trip.photos[kind].flatMap((p, i) =>
      p.state === 'rejected'
        ? [
            {
              photoId: `${kind}-${i + 1}`,
              kind,
              url: p.url,
              watermarkUrl: p.watermarkUrl,
              takenAt: p.takenAt,
              rejectReason: p.rejectReason ?? '',
            },
          ]
        : [],
    ),
  );
}

function replacementOf(raw: unknown): PhotoReplacement {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<PhotoReplacement>;
  const url = typeof r.url === 'string' ? r.url.trim() : '';
  const wm = typeof r.watermarkUrl === 'string' ? r.watermarkUrl.trim() : '';
  if (!isPath(url) || (wm !== '' && !isPath(wm))) reject(m.photoInvalid);
  return {
    photoId: typeof r.photoId === 'string' ? r.photoId.trim() : '',
    url,
    watermarkUrl: wm || null,
    ...(typeof r.takenAt === 'string' && r.takenAt.trim() ? { takenAt: r.takenAt.trim() } : {}),
  };
}

export function repair(db: Db, appUserId: string, req: Wire<RepairInput>): RepairResult {
  const w = myWaybill(db, appUserId, req.waybillId);
  if (w.status === 'cancelled') reject(m.waybillCancelled);
  const rejected = rejectedPhotos(db, w);
  if (rejected.length === 0) reject(m.noRejectedPhotos);
  const raw: unknown[] = Array.isArray(req.replacements)
    ? req.replacements
    : req.replacements
      ? [req.replacements]
      : [];
  if (raw.length === 0) reject(m.replacementsMissing);
  const replacements = raw.map(replacementOf);
  const trip = tripOf(db, w);
  if (replacements.some((r) => r.photoId.startsWith('receipt-')) && !repairable(trip, 'receipt')) {
    reject(m.receiptRejected);
  }
  for (const r of replacements) {
    if (!rejected.some((x) => x.photoId === r.photoId)) reject(m.photoNotRejected(r.photoId));
  }
  const now = db.now();
  for (const r of replacements) {
    const [kind, n] = r.photoId.split('-') as [PhotoKind, string];
    Object.assign(trip.photos[kind][Number(n) - 1]!, {
      url: r.url,
      watermarkUrl: r.watermarkUrl ?? null,
      takenAt: r.takenAt ?? formatDateTime(now),
      state: 'accepted',
      rejectReason: null,
    });
    record(trip, 'status', now, afterSalesTexts.photoRepaired(PHOTO_LABEL[kind], Number(n)));
  }
  return { replaced: replacements.length, remaining: rejectedPhotos(db, w) };
}
