/**
 * `sb.control.money.*` and `/__sandbox/money/*`: the platform's side of the wallet for tests and the
 * simulator's 资金 panel — a driver's balance and withdrawals, approve / pay / reject one, set the
 * limits, credit a test income. A refusal answers 409 with the server's message.
 */
import { body, driverOf, fen, need } from '../../../control/args';
import type { DriverBalance, DriverRecord } from '@/lib/contract/money/wallet';
import type { WithdrawApplication, WithdrawableIncome } from '@/lib/contract/money/withdraw';
import { settleFreight } from '@/lib/domain/settlement';
import { ControlError, controlOp, notFound } from '../../../control/op';
import { Failure } from '../../../envelope';
import type { Db } from '../../../store/db';
import { accountOf, ledger, nextId, settleWaybill } from './ledger';
import { entriesOf, recordView } from './record-views';
import type { ApplicationRecord, WithdrawLimits } from './types';
import {
  applicationView,
  applicationsOf,
  approveWithdraw,
  incomeView,
  incomesOf,
  payWithdraw,
  rejectWithdraw,
} from './withdraw';

export interface MoneyView {
  mobile: string;
  balance: DriverBalance;
  limits: WithdrawLimits;
  incomes: WithdrawableIncome[];
  applications: WithdrawApplication[];
  /** The ledger lines, newest first (their signed sum is the available balance plus frozen). */
  records: DriverRecord[];
}

function viewOf(db: Db, mobile: string): MoneyView {
  const user = driverOf(db, mobile);
  return {
    mobile,
    balance: { ...accountOf(db, user.appUserId).balance },
    limits: { ...ledger(db).limits },
    incomes: incomesOf(db, user.appUserId, true).map(incomeView),
    applications: applicationsOf(db, user.appUserId).map(applicationView),
    records: entriesOf(db, user.appUserId, {}).map((e) => recordView(db, e)),
  };
}

/** Runs the platform's action on an application; a business refusal becomes a 409. */
function acting(db: Db, id: string, act: (a: ApplicationRecord) => void): WithdrawApplication {
  const a = ledger(db).applications.find((x) => x.id === id);
  if (!a) throw notFound('application');
  try {
    act(a);
  } catch (err) {
    if (err instanceof Failure) throw new ControlError(409, { error: err.message });
    throw err;
  }
  return applicationView(a);
}

export const moneyControl = [
  controlOp(
    'money.driver',
    ({ db }) =>
      (mobile: string): MoneyView =>
        viewOf(db, mobile),
    { route: 'GET money/driver', args: (i) => [need(i.query('mobile'), 'mobile')] },
  ),
  controlOp(
    'money.approve',
    ({ db, save }) =>
      (id: string): WithdrawApplication => {
        const v = acting(db, id, (a) => approveWithdraw(db, a));
        save();
        return v;
      },
    { route: 'POST money/approve', args: async (i) => [need((await body(i)).id, 'id')] },
  ),
  controlOp(
    'money.pay',
    ({ db, save }) =>
      (id: string): WithdrawApplication => {
        const v = acting(db, id, (a) => payWithdraw(db, a));
        save();
        return v;
      },
    { route: 'POST money/pay', args: async (i) => [need((await body(i)).id, 'id')] },
  ),
  controlOp(
    'money.reject',
    ({ db, save }) =>
      (id: string, reason: string): WithdrawApplication => {
        const v = acting(db, id, (a) => rejectWithdraw(db, a, reason));
        save();
        return v;
      },
    {
      route: 'POST money/reject',
      args: async (i) => {
        const b = await body(i);
        return [need(b.id, 'id'), need(b.reason, 'reason')];
      },
    },
  ),
  controlOp(
    'money.setLimits',
    ({ db, save }) =>
      (limits: Partial<WithdrawLimits>): WithdrawLimits => {
        const t = ledger(db);
        const next = { ...t.limits, ...limits };
        for (const [k, v] of Object.entries(next)) fen(v, k);
        if (next.minAmount > next.singleLimit || next.singleLimit > next.dailyLimit) {
          throw new ControlError(400, { error: 'minAmount ≤ singleLimit ≤ dailyLimit' });
        }
        t.limits = next;
        save();
        return { ...next };
      },
    {
      route: 'POST money/limits',
      args: async (i) => {
        const b = await body(i);
        const pick = (k: keyof WithdrawLimits) => (b[k] === undefined ? {} : { [k]: Number(b[k]) });
        return [{ ...pick('minAmount'), ...pick('singleLimit'), ...pick('dailyLimit') }];
      },
    },
  ),
  controlOp(
    'money.credit',
    ({ db, save }) =>
      (mobile: string, freight: number, route = '石家庄市 → 天津市'): WithdrawableIncome => {
        const user = driverOf(db, mobile);
        fen(freight, 'freight');
        const id = nextId(ledger(db), 'WT');
        const income = settleWaybill(db, {
          appUserId: user.appUserId,
          waybillId: id,
          waybillNo: `YD${id}`,
          route,
          money: settleFreight(freight),
        });
        if (!income) throw new ControlError(409, { error: 'already settled' });
        save();
        return incomeView(income);
      },
    {
      route: 'POST money/credit',
      args: async (i) => {
        const b = await body(i);
        const r = typeof b.route === 'string' && b.route.trim() ? b.route.trim() : undefined;
        return [need(b.mobile, 'mobile'), Number(b.freight), ...(r ? [r] : [])] as [
          string,
          number,
          string?,
        ];
      },
    },
  ),
] as const;
