/** Complaints (投诉): add, update while 待处理, read, list; the platform's reply (control.ts). */
import type { Complaint, ComplaintInput, ComplaintState } from '@/lib/contract/waybill/after-sales';
import { isMobile } from '@/lib/domain/mobile';
import { ownRecord, reject } from '../../../envelope';
import type { Wire } from '../../../router';
import type { Db } from '../../../store/db';
import { formatDateTime } from '../../../store/time';
import { COMPLAINT_TYPES, labelOf } from './catalog';
import { afterSalesMessages as m } from './messages';
import { afterSales, myWaybill, nextNumber, photoList, required, waybillById } from './records';
import type { ComplaintRecord } from './types';

const textOf = (ms: number | null) => (ms === null ? null : formatDateTime(ms));

export function complaintView(db: Db, c: ComplaintRecord): Complaint {
  return {
    id: c.id,
    complaintNo: c.complaintNo,
    waybillId: c.waybillId,
    waybillNo: waybillById(db, c.waybillId)?.waybillNo ?? '',
    type: c.type,
    typeName: labelOf(COMPLAINT_TYPES, c.type),
    content: c.content,
    photos: [...c.photos],
    phone: c.phone,
    state: c.state,
    reply: c.reply,
    replyTime: textOf(c.replyMs),
    createTime: formatDateTime(c.createMs),
    updateTime: formatDateTime(c.updateMs),
  };
}

type Fields = Pick<ComplaintRecord, 'type' | 'content' | 'photos' | 'phone'>;

function checkFields(req: Wire<ComplaintInput>): Fields {
  const type = typeof req.type === 'string' ? req.type.trim() : '';
  if (!COMPLAINT_TYPES.some((o) => o.value === type)) reject(m.complaintTypeInvalid);
  const content = required(req.content, 200, m.contentMissing, m.contentTooLong);
  const photos = photoList(req.photos);
  const phone = typeof req.phone === 'string' ? req.phone.trim() : '';
  if (!isMobile(phone)) reject(m.phoneInvalid);
  return { type, content, photos, phone };
}

export function findComplaint(db: Db, appUserId: string | null, id: unknown): ComplaintRecord {
  const wanted = typeof id === 'string' || typeof id === 'number' ? String(id).trim() : '';
  const c = afterSales(db).complaints.find((x) => x.id === wanted || x.complaintNo === wanted);
  return ownRecord(c, (x) => !appUserId || x.appUserId === appUserId, {
    missing: m.complaintNotFound,
    notYours: m.complaintNotYours,
  });
}

export function addComplaint(
  db: Db,
  appUserId: string,
  req: Wire<ComplaintInput>,
): ComplaintRecord {
  const w = myWaybill(db, appUserId, req.waybillId);
  const fields = checkFields(req);
  const t = afterSales(db);
  if (t.complaints.some((c) => c.waybillId === w.id && c.state !== 'resolved')) {
    reject(m.complaintOpen);
  }
  const { id, no } = nextNumber(db, 'complaint', 'TS');
  const now = db.now();
  const record: ComplaintRecord = {
    id,
    complaintNo: no,
    appUserId,
    waybillId: w.id,
    ...fields,
    state: 'pending',
    reply: null,
    replyMs: null,
    createMs: now,
    updateMs: now,
  };
  t.complaints.push(record);
  return record;
}

export function updateComplaint(
  db: Db,
  appUserId: string,
  req: Wire<ComplaintInput & { id: string }>,
): ComplaintRecord {
  const c = findComplaint(db, appUserId, req.id);
  if (c.state === 'processing') reject(m.complaintProcessing);
  if (c.state === 'resolved') reject(m.complaintResolved);
  const w = myWaybill(db, appUserId, req.waybillId ?? c.waybillId);
  const others = afterSales(db).complaints.filter((x) => x.id !== c.id && x.waybillId === w.id);
  if (others.some((x) => x.state !== 'resolved')) reject(m.complaintOpen);
  Object.assign(c, checkFields(req), { waybillId: w.id, updateMs: db.now() });
  return c;
}

/** The platform answers: 处理中 with what it does, or 已处理 with the outcome. */
export function replyComplaint(
  db: Db,
  id: string,
  reply: string,
  state: Exclude<ComplaintState, 'pending'> = 'resolved',
): ComplaintRecord {
  const c = findComplaint(db, null, id);
  if (c.state === 'resolved') reject(m.complaintResolved);
  if (reply.trim() === '') reject(m.replyMissing);
  const now = db.now();
  Object.assign(c, { state, reply: reply.trim(), replyMs: now, updateMs: now });
  return c;
}

export function complaintsOf(db: Db, appUserId: string, state?: ComplaintState): ComplaintRecord[] {
  return afterSales(db)
    .complaints.filter((c) => c.appUserId === appUserId && (!state || c.state === state))
    .sort((a, b) => b.createMs - a.createMs || b.id.localeCompare(a.id));
}
