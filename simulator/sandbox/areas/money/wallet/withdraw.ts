/**
 * The withdrawal rules (refundApplicationDMC): the limits of one withdrawal and of the day, applying
 * (SMS code, card, amount, then the money taken from the chosen waybills and frozen), and the
 * platform's side: approve, pay, reject (the money comes back to the balance and the waybills).
 */
import type {
  WithdrawApplication,
  WithdrawLimit,
  WithdrawState,
  WithdrawableIncome,
} from '@/lib/contract/money/withdraw';
import { maskCardNo } from '@/lib/domain/bank-card';
import { fenToYuan } from '@/lib/domain/money';
import { ownRecord, reject } from '../../../envelope';
import type { Db } from '../../../store/db';
import { formatDateTime } from '../../../store/time';
import type { UserRecord } from '../../account/auth/types';
import { myCard } from '../bank-card/records';
import { checkCode } from '../../common/sms/codes';
import { accountOf, freeze, ledger, nextId, payFrozen, postEntry, unfreeze } from './ledger';
import type { ApplicationRecord, IncomeRecord } from './types';

const WITHDRAW_TEMPLATE = 'withdraw';
const DAY = 86_400_000;
const CHINA_OFFSET = 8 * 3_600_000;

const withdrawMessages = {
  codeMissing: '请输入短信验证码',
  codeFormat: '短信验证码格式错误',
  cardMissing: '请选择提现银行卡',
  cardNotBound: '该银行卡未绑定，请选择已绑定的银行卡',
  waybillMissing: '请选择提现运单',
  waybillUnknown: '运单收入不存在或不可提现',
  amountInvalid: '提现金额不正确',
  belowMin: (min: string) => `单笔提现金额不能低于${min}元`,
  aboveSingle: (max: string) => `单笔提现金额不能超过${max}元`,
  aboveDaily: (left: string) => `超出今日提现额度，今日还可提现${left}元`,
  aboveWaybills: '提现金额超过所选运单可提现金额',
  aboveBalance: '可用余额不足',
  notFound: '提现申请不存在',
  notYours: '该提现申请不属于您',
  wrongState: (from: string, to: string) => `提现申请${from}，不能${to}`,
} as const;

const STATE_NAMES: Record<WithdrawState, string> = {
  applied: '审核中',
  approved: '已通过',
  paid: '已到账',
  rejected: '已驳回',
};

/** Yuan with 2 decimals and thousands separators (the server's messages), as the app formats it. */
const yuan = (fen: number): string => fenToYuan(fen);

function dayStart(ms: number): number {
  return Math.floor((ms + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;
}

export function limitOf(db: Db, appUserId: string): WithdrawLimit {
  const t = ledger(db);
  const from = dayStart(db.now());
  const dailyUsed = t.applications
    .filter((a) => a.appUserId === appUserId && a.state !== 'rejected' && a.applyMs >= from)
    .reduce((sum, a) => sum + a.amount, 0);
  const availableBalance = accountOf(db, appUserId).balance.availableBalance;
  const { minAmount, singleLimit, dailyLimit } = t.limits;
  const withdrawable = Math.max(0, Math.min(availableBalance, singleLimit, dailyLimit - dailyUsed));
  return { minAmount, singleLimit, dailyLimit, dailyUsed, availableBalance, withdrawable };
}

export function incomeView(i: IncomeRecord): WithdrawableIncome {
  return {
    waybillId: i.waybillId,
    waybillNo: i.waybillNo,
    route: i.route,
    settledAmount: i.settledAmount,
    remaining: i.remaining,
    settleTime: formatDateTime(i.settleMs),
  };
}

/** The driver's settled incomes, newest first (with nothing left only when asked). */
export function incomesOf(db: Db, appUserId: string, all: boolean): IncomeRecord[] {
  return Object.values(ledger(db).incomes)
    .filter((i) => i.appUserId === appUserId && (all || i.remaining > 0))
    .sort((a, b) => b.settleMs - a.settleMs);
}

export function applicationView(a: ApplicationRecord): WithdrawApplication {
  const at = (ms: number | null) => (ms === null ? null : formatDateTime(ms));
  return {
    id: a.id,
    applicationNo: a.applicationNo,
    amount: a.amount,
    state: a.state,
    bankName: a.bankName,
    cardNoMasked: a.cardNoMasked,
    cardTail: a.cardTail,
    waybills: a.waybills.map((w) => ({ ...w })),
    rejectReason: a.rejectReason,
    applyTime: formatDateTime(a.applyMs),
    approveTime: at(a.approveMs),
    payTime: at(a.payMs),
    rejectTime: at(a.rejectMs),
  };
}

export function applicationsOf(db: Db, appUserId: string, state?: WithdrawState) {
  return ledger(db)
    .applications.filter((a) => a.appUserId === appUserId && (!state || a.state === state))
    .sort((a, b) => b.applyMs - a.applyMs || b.id.localeCompare(a.id));
}

export function findApplication(db: Db, id: unknown, appUserId?: string): ApplicationRecord {
  const a = ledger(db).applications.find((x) => x.id === id);
  return ownRecord(a, (x) => appUserId === undefined || x.appUserId === appUserId, {
    missing: withdrawMessages.notFound,
    notYours: withdrawMessages.notYours,
  });
}

export interface ApplyInput {
  waybillIds: unknown[];
  amount: unknown;
  bankCardId: unknown;
  code: unknown;
}

function chosenIncomes(db: Db, appUserId: string, ids: unknown[]): IncomeRecord[] {
  const unique = [...new Set(ids.map((id) => String(id).trim()).filter((id) => id !== ''))];
  if (unique.length === 0) reject(withdrawMessages.waybillMissing);
  const t = ledger(db);
  return unique
    .map((id) => {
      const income = t.incomes[id];
      if (!income || income.appUserId !== appUserId) reject(withdrawMessages.waybillUnknown);
      return income;
    })
    .sort((a, b) => a.settleMs - b.settleMs);
}

function checkAmount(db: Db, appUserId: string, raw: unknown, incomes: IncomeRecord[]): number {
  const amount = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isSafeInteger(amount) || amount <= 0) reject(withdrawMessages.amountInvalid);
  const limit = limitOf(db, appUserId);
  if (amount < limit.minAmount) reject(withdrawMessages.belowMin(yuan(limit.minAmount)));
  if (amount > limit.singleLimit) reject(withdrawMessages.aboveSingle(yuan(limit.singleLimit)));
  const leftToday = Math.max(0, limit.dailyLimit - limit.dailyUsed);
  if (amount > leftToday) reject(withdrawMessages.aboveDaily(yuan(leftToday)));
  const remaining = incomes.reduce((sum, i) => sum + i.remaining, 0);
  if (amount > remaining) reject(withdrawMessages.aboveWaybills);
  if (amount > limit.availableBalance) reject(withdrawMessages.aboveBalance);
  return amount;
}

/** A withdrawal applied: checked in the order the driver would fix it, then taken and frozen. */
export function applyWithdraw(db: Db, user: UserRecord, input: ApplyInput): ApplicationRecord {
  const code = typeof input.code === 'string' ? input.code.trim() : '';
  if (code === '') reject(withdrawMessages.codeMissing);
  if (!/^\d{6}$/.test(code)) reject(withdrawMessages.codeFormat);
  checkCode(db, user.mobile, WITHDRAW_TEMPLATE, code, false);
  const cardId = typeof input.bankCardId === 'string' ? input.bankCardId.trim() : '';
  if (cardId === '') reject(withdrawMessages.cardMissing);
  const card = myCard(db, user.appUserId, cardId);
  if (card.state !== 'bound') reject(withdrawMessages.cardNotBound);
  const incomes = chosenIncomes(db, user.appUserId, input.waybillIds);
  const amount = checkAmount(db, user.appUserId, input.amount, incomes);
  // Every check passed: the code is used up with the withdrawal it confirmed.
  checkCode(db, user.mobile, WITHDRAW_TEMPLATE, code, true);

  const t = ledger(db);
  const waybills: ApplicationRecord['waybills'] = [];
  let left = amount;
  for (const income of incomes) {
    const take = Math.min(left, income.remaining);
    if (take === 0) continue;
    income.remaining -= take;
    left -= take;
    waybills.push({ waybillId: income.waybillId, waybillNo: income.waybillNo, amount: take });
    if (left === 0) break;
  }
  const id = nextId(t, 'W');
  const tail = card.cardNo.slice(-4);
  postEntry(db, user.appUserId, {
    direction: 2,
    kind: 'withdraw',
    title: `提现至${card.bankName}(尾号${tail})`,
    amount,
    applicationId: id,
  });
  freeze(db, user.appUserId, amount);
  const application: ApplicationRecord = {
    id,
    applicationNo: `TX${formatDateTime(db.now()).replace(/\D/g, '').slice(0, 8)}${id.slice(1)}`,
    appUserId: user.appUserId,
    amount,
    state: 'applied',
    bankCardId: card.id,
    bankName: card.bankName,
    cardNoMasked: maskCardNo(card.cardNo),
    cardTail: tail,
    waybills,
    rejectReason: null,
    applyMs: db.now(),
    approveMs: null,
    payMs: null,
    rejectMs: null,
  };
  t.applications.push(application);
  return application;
}

function refuseUnless(a: ApplicationRecord, allowed: WithdrawState[], action: string): void {
  if (!allowed.includes(a.state)) reject(withdrawMessages.wrongState(STATE_NAMES[a.state], action));
}

export function approveWithdraw(db: Db, a: ApplicationRecord): void {
  refuseUnless(a, ['applied'], '通过');
  a.state = 'approved';
  a.approveMs = db.now();
}

export function payWithdraw(db: Db, a: ApplicationRecord): void {
  refuseUnless(a, ['applied', 'approved'], '打款');
  const now = db.now();
  a.approveMs ??= now;
  a.state = 'paid';
  a.payMs = now;
  payFrozen(db, a.appUserId, a.amount);
}

export function rejectWithdraw(db: Db, a: ApplicationRecord, reason: string): void {
  refuseUnless(a, ['applied', 'approved'], '驳回');
  const t = ledger(db);
  a.state = 'rejected';
  a.rejectReason = reason;
  a.rejectMs = db.now();
  unfreeze(db, a.appUserId, a.amount);
  for (const w of a.waybills) {
    const income = t.incomes[w.waybillId];
    if (income) income.remaining += w.amount;
  }
  postEntry(db, a.appUserId, {
    direction: 1,
    kind: 'withdrawReturn',
    title: '提现退回',
    amount: a.amount,
    applicationId: a.id,
    remark: reason,
  });
}
