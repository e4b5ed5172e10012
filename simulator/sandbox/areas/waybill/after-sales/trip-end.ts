/** Evaluate a done waybill (once), cancel one not yet departed, report an abnormal on the way. */
import type {
  AbnormalInput,
  AbnormalReport,
  CancelInput,
  CancelResult,
  EvaluateInput,
  Evaluation,
} from '@/lib/contract/waybill/after-sales';
import { reject } from '../../../envelope';
import type { Wire } from '../../../router';
import type { Db } from '../../../store/db';
import { formatDateTime } from '../../../store/time';
import { contractArea } from '../../supply/e-contract/types';
import { setWaybillStatus } from '../waybills/trip-rules';
import { tripOf } from '../waybills/trip-record';
import { ABNORMAL_TYPES, CANCEL_REASONS, EVALUATE_TAGS, labelOf, OTHER } from './catalog';
import { afterSalesMessages as m, afterSalesTexts } from './messages';
import { afterSales, limited, myWaybill, nextNumber, photoList, required } from './records';
import type { AbnormalRecord, EvaluationRecord } from './types';

export function evaluationView(e: EvaluationRecord): Evaluation {
  return {
    waybillId: e.waybillId,
    stars: e.stars,
    tags: [...e.tags],
    comment: e.comment,
    createTime: formatDateTime(e.createMs),
  };
}

export function evaluate(db: Db, appUserId: string, req: Wire<EvaluateInput>): EvaluationRecord {
  const w = myWaybill(db, appUserId, req.waybillId);
  if (w.status !== 'done') reject(m.evaluateNotDone);
  const t = afterSales(db);
  const trip = tripOf(db, w);
  if (trip.evaluated || t.evaluations.some((e) => e.waybillId === w.id)) reject(m.evaluateTwice);
  const stars = Number(Array.isArray(req.stars) ? req.stars[0] : req.stars);
  if (!Number.isInteger(stars) || stars < 1 || stars > 5) reject(m.starsInvalid);
  const raw = Array.isArray(req.tags) ? req.tags : req.tags === undefined ? [] : [req.tags];
  const tags = [...new Set(raw.map((x) => String(x).trim()))];
  if (tags.some((x) => !EVALUATE_TAGS.includes(x))) reject(m.tagInvalid);
  const comment = limited(req.comment, 100, m.commentTooLong);
  const e: EvaluationRecord = {
    waybillId: w.id,
    appUserId,
    stars,
    tags,
    comment,
    createMs: db.now(),
  };
  t.evaluations.push(e);
  // The waybill area reads this: nextAction and afterSales.evaluate close.
  trip.evaluated = true;
  return e;
}

export function cancel(db: Db, appUserId: string, req: Wire<CancelInput>): CancelResult {
  const w = myWaybill(db, appUserId, req.waybillId);
  if (w.status === 'cancelled') reject(m.waybillCancelled);
  if (w.status !== 'toLoad') reject(m.cancelDeparted);
  const reason = typeof req.reason === 'string' ? req.reason.trim() : '';
  const label = labelOf(CANCEL_REASONS, reason);
  if (!label) reject(m.cancelReasonInvalid);
  const remark = limited(req.remark, 100, m.remarkTooLong);
  if (reason === OTHER && !remark) reject(m.cancelRemarkMissing);
  const now = db.now();
  const why = remark ? `${label}（${remark}）` : label;
  setWaybillStatus(db, w.id, 'cancelled', now, afterSalesTexts.cancelledByDriver(why));
  const contract = db.area(contractArea).contracts.find((c) => c.id === w.contractId);
  if (contract) contract.status = 'void';
  return {
    waybillId: w.id,
    waybillNo: w.waybillNo,
    status: 'cancelled',
    cancelTime: formatDateTime(now),
  };
}

export function abnormalView(a: AbnormalRecord, waybillNo: string): AbnormalReport {
  return {
    id: a.id,
    reportNo: a.reportNo,
    waybillId: a.waybillId,
    waybillNo,
    type: a.type,
    typeName: labelOf(ABNORMAL_TYPES, a.type),
    description: a.description,
    photos: [...a.photos],
    longitude: a.longitude,
    latitude: a.latitude,
    address: a.address,
    reportTime: formatDateTime(a.reportMs),
  };
}

function coordinate(value: unknown, limit: number): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  if (value === undefined || value === null || value === '' || !Number.isFinite(n)) {
    reject(m.positionInvalid);
  }
  if (Math.abs(n) > limit) reject(m.positionInvalid);
  return n;
}

export function reportAbnormal(
  db: Db,
  appUserId: string,
  req: Wire<AbnormalInput>,
): AbnormalReport {
  const w = myWaybill(db, appUserId, req.waybillId);
  if (w.status === 'cancelled') reject(m.waybillCancelled);
  if (w.status !== 'toLoad' && w.status !== 'inTransit') reject(m.abnormalClosed);
  const type = typeof req.type === 'string' ? req.type.trim() : '';
  if (!labelOf(ABNORMAL_TYPES, type)) reject(m.abnormalTypeInvalid);
  const description = required(req.description, 200, m.descriptionMissing, m.descriptionTooLong);
  const photos = photoList(req.photos);
  const longitude = coordinate(req.longitude, 180);
  const latitude = coordinate(req.latitude, 90);
  const address = required(req.address, 200, m.addressMissing, m.addressMissing);
  const { id, no } = nextNumber(db, 'abnormal', 'YC');
  const a: AbnormalRecord = {
    id,
    reportNo: no,
    appUserId,
    waybillId: w.id,
    type,
    description,
    photos,
    longitude,
    latitude,
    address,
    reportMs: db.now(),
  };
  afterSales(db).abnormals.push(a);
  return abnormalView(a, w.waybillNo);
}
