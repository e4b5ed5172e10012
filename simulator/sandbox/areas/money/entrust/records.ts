/**
 * The entrustment rules: a draft per waybill, applied with the `entrust` SMS code (→ pending),
 * withdrawn while pending, confirmed or refused by the platform and payee. `entrustPayee` tells the
 * settlement where a waybill's income goes while an entrustment is in force.
 */
import type { EntrustDraftInput, EntrustState, Entrustment } from '@/lib/contract/money/entrust';
import { ownRecord, reject } from '../../../envelope';
import type { Wire } from '../../../router';
import type { Db } from '../../../store/db';
import { formatDateTime } from '../../../store/time';
import { userById } from '../../account/auth/users';
import { accountById } from '../collection-account/records';
import { moneyArea } from '../wallet/types';
import { checkCode } from '../../common/sms/codes';
import { maskPhone } from '../../../kernel/mask';
import { waybillById } from '../../waybill/after-sales/records';
import { settlementOf, waybillsOf } from '../../waybill/waybills/records';
import type { WaybillRecord } from '../../waybill/waybills/types';
import { entrustMessages as m } from './messages';
import { entrustArea, type EntrustRecord, type EntrustTables } from './types';
import { realNameOf } from '../../account/identity/records';

const ENTRUST_TEMPLATE = 'entrust';
const HOUR_MS = 3_600_000;
const IN_FORCE: readonly EntrustState[] = ['pending', 'effective'];

const EVENT_TEXT: Record<EntrustState, string> = {
  draft: '保存委托',
  pending: '提交委托，等待确认',
  effective: '委托已生效',
  withdrawn: '已撤回委托',
  refused: '委托被拒绝',
};

/** The tables with real times: the seeded offsets count from the hour of the first read. */
export function entrusts(db: Db): EntrustTables {
  const t = db.area(entrustArea);
  if (t.anchorMs === null) {
    const at = Math.floor(db.now() / HOUR_MS) * HOUR_MS;
    t.anchorMs = at;
    for (const e of t.entrustments) {
      e.createMs += at;
      for (const ev of e.events) ev.ms += at;
    }
  }
  return t;
}

const city = (regionName: string) => regionName.split(' ').at(-2) ?? regionName;

export function entrustView(db: Db, e: EntrustRecord): Entrustment {
  const w = waybillById(db, e.waybillId);
  const payee = userById(db, e.payeeId);
  const account = accountById(db, e.accountId);
  return {
    id: e.id,
    entrustNo: e.entrustNo,
    waybillId: e.waybillId,
    waybillNo: w?.waybillNo ?? '',
    route: w ? `${city(w.origin.regionName)} → ${city(w.destination.regionName)}` : '',
    goodsName: w?.goodsName ?? '',
    carNo: w?.carNo ?? '',
    freight: w ? settlementOf(w).receivable : 0,
    payee: {
      appUserId: e.payeeId,
      name: realNameOf(db, e.payeeId),
      mobileMasked: maskPhone(payee?.mobile ?? ''),
    },
    account: {
      id: e.accountId,
      accountName: account?.accountName ?? '',
      bankName: account?.bankName ?? '',
      cardNoMasked: account
        ? `${account.cardNo.slice(0, 4)} **** **** ${account.cardNo.slice(-4)}`
        : '',
    },
    remark: e.remark,
    state: e.state,
    refuseReason: e.refuseReason,
    mobileMasked: maskPhone(userById(db, e.appUserId)?.mobile ?? ''),
    createTime: formatDateTime(e.createMs),
    timeline: e.events.map((ev) => ({
      state: ev.state,
      time: formatDateTime(ev.ms),
      text:
        ev.state === 'refused' && e.refuseReason
          ? `委托被拒绝：${e.refuseReason}`
          : EVENT_TEXT[ev.state],
    })),
  };
}

function move(db: Db, e: EntrustRecord, state: EntrustState): void {
  e.state = state;
  e.events.push({ state, ms: db.now() });
}

/** The payee the waybill's income goes to while an entrustment is in force (已生效), else null. */
export function entrustPayee(db: Db, waybillId: string): string | null {
  const e = entrusts(db).entrustments.find(
    (x) => x.waybillId === waybillId && x.state === 'effective',
  );
  return e?.payeeId ?? null;
}

export function myEntrust(db: Db, appUserId: string, id: unknown): EntrustRecord {
  const e = entrusts(db).entrustments.find((x) => x.id === id);
  return ownRecord(e, (x) => x.appUserId === appUserId, {
    missing: m.notFound,
    notYours: m.notYours,
  });
}

/** The waybill's newest entrustment (a draft included), or null. */
export function latestOf(db: Db, appUserId: string, waybillId: unknown): EntrustRecord | null {
  return (
    entrusts(db)
      .entrustments.filter((x) => x.appUserId === appUserId && x.waybillId === waybillId)
      .at(-1) ?? null
  );
}

/** The driver's entrustments (no drafts), newest first. */
export function entrustsOf(db: Db, appUserId: string, state?: EntrustState): EntrustRecord[] {
  return entrusts(db)
    .entrustments.filter(
      (x) => x.appUserId === appUserId && x.state !== 'draft' && (!state || x.state === state),
    )
    .sort((a, b) => b.createMs - a.createMs);
}

/** The waybill may be entrusted: his, not cancelled, not settled, nothing in force. */
function entrustable(db: Db, appUserId: string, waybillId: unknown): WaybillRecord {
  const wanted = typeof waybillId === 'string' ? waybillId.trim() : '';
  const w = waybillsOf(db, appUserId).find((x) => x.id === wanted || x.waybillNo === wanted);
  if (!w) reject(m.waybillNotFound);
  if (w.status === 'cancelled') reject(m.waybillCancelled);
  if (w.status === 'done' || db.area(moneyArea).incomes[w.id]) reject(m.waybillSettled);
  const inForce = entrusts(db).entrustments.some(
    (x) => x.waybillId === w.id && IN_FORCE.includes(x.state),
  );
  if (inForce) reject(m.inForce);
  return w;
}

export function saveDraft(db: Db, appUserId: string, req: Wire<EntrustDraftInput>): EntrustRecord {
  const w = entrustable(db, appUserId, req.waybillId);
  const payeeId = typeof req.payeeId === 'string' ? req.payeeId.trim() : '';
  if (payeeId === appUserId) reject(m.payeeSelf);
  if (!userById(db, payeeId)) reject(m.payeeNotFound);
  const account = accountById(db, req.accountId);
  if (!account || account.ownerId !== payeeId) reject(m.accountInvalid);
  const remark = typeof req.remark === 'string' ? req.remark.trim() : '';
  if (Array.from(remark).length > 100) reject(m.remarkTooLong);
  const t = entrusts(db);
  const draft = latestOf(db, appUserId, w.id);
  if (draft?.state === 'draft') {
    Object.assign(draft, { payeeId, accountId: account.id, remark });
    return draft;
  }
  t.counter += 1;
  const n = t.counter;
  const record: EntrustRecord = {
    id: `WT${String(n).padStart(4, '0')}`,
    entrustNo: `WT${formatDateTime(db.now()).slice(0, 10).replaceAll('-', '')}${String(n).padStart(4, '0')}`,
    appUserId,
    waybillId: w.id,
    payeeId,
    accountId: account.id,
    remark,
    state: 'draft',
    refuseReason: null,
    createMs: db.now(),
    events: [{ state: 'draft', ms: db.now() }],
  };
  t.entrustments.push(record);
  return record;
}

export function apply(db: Db, appUserId: string, id: unknown, code: unknown): EntrustRecord {
  const e = myEntrust(db, appUserId, id);
  if (e.state !== 'draft') reject(m.notDraft);
  entrustable(db, appUserId, e.waybillId);
  const mobile = userById(db, appUserId)?.mobile ?? '';
  checkCode(db, mobile, ENTRUST_TEMPLATE, typeof code === 'string' ? code.trim() : '', true);
  move(db, e, 'pending');
  return e;
}

export function withdraw(db: Db, appUserId: string, id: unknown): EntrustRecord {
  const e = myEntrust(db, appUserId, id);
  if (e.state !== 'pending') reject(m.notPending);
  move(db, e, 'withdrawn');
  return e;
}

/** The platform and the payee: confirm (→ effective) or refuse with a reason. */
export function handle(db: Db, id: string, reason: string | null): EntrustRecord {
  const e = entrusts(db).entrustments.find((x) => x.id === id);
  if (!e) reject(m.notFound);
  if (e.state !== 'pending') reject(m.notPendingHandle);
  if (reason !== null) {
    if (reason.trim() === '') reject(m.reasonMissing);
    e.refuseReason = reason.trim();
    move(db, e, 'refused');
  } else {
    move(db, e, 'effective');
  }
  return e;
}
