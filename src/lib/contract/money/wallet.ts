/**
 * The driver's money (fcc, §3, §7.2): the wallet balance, the ledger of income and expense records
 * (driverRecord) and the settlement figures of the last 30 days. Amounts are in fen (integers); the
 * spec's "price values divided by 100 for display" happens only at the edge (MoneyText). The spec
 * leaves the record fields open: a record is one movement of the balance.
 */
import { endpoint, type Empty } from '../endpoint';
import type { PageQuery, ServerPage } from '../envelope';

/** §3 balance. */
export interface DriverBalance {
  /** Withdrawable now, in fen. */
  availableBalance: number;
  /** Held by withdrawals under review, in fen. */
  frozenBalance: number;
}

/** §3 personal homepage figures. */
export interface DriverThirtyDayAmount {
  /** Vehicles that settled freight with the driver in the last 30 days. */
  settlementVehicleNumber: number;
  /** Freight settled to the driver in the last 30 days, in fen. */
  driverThirtyDayAmount: number;
  /** Waybills the driver has completed since joining. */
  completedOrderCount: number;
}

/** 1 income (收入), 2 expense (支出). */
export type RecordDirection = 1 | 2;

/**
 * What moved the balance: freight settled (运费收入), a withdrawal applied (提现), a rejected
 * withdrawal returned (提现退回), an information fee (信息费), income entrusted in from a driver
 * (委托收入), a deduction from a settled freight (扣款, titled by its name, e.g. 油费抵扣). A
 * waybill's settlement is its freight credited, its fee and deductions taken: its lines sum to
 * the receivable (lib/domain/settlement.ts).
 */
export type RecordKind =
  'freight' | 'withdraw' | 'withdrawReturn' | 'infoFee' | 'entrustIn' | 'deduction';

export interface DriverRecord {
  id: string;
  direction: RecordDirection;
  kind: RecordKind;
  /** What the driver reads first, e.g. 运费收入 or 提现至中国建设银行(尾号1234). */
  title: string;
  /** Fen, always positive: the direction says which way. */
  amount: number;
  /** The available balance right after this record, in fen. */
  balanceAfter: number;
  waybillId: string | null;
  waybillNo: string | null;
  /** The withdrawal (refund application) it belongs to. */
  applicationId: string | null;
  remark: string | null;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
}

export interface DriverRecordFilter {
  /** YYYY-MM; absent: every month. */
  month?: string;
  direction?: RecordDirection;
  kind?: RecordKind;
}

export type DriverRecordQuery = PageQuery & DriverRecordFilter;

/** Totals of the records the filter selects, in fen. */
export interface DriverRecordSummary {
  income: number;
  expense: number;
  count: number;
}

/** One month's totals (list/pageStatistics: newest month first). */
export interface MonthStatistics {
  month: string;
  income: number;
  expense: number;
  count: number;
}

export type StatisticsQuery = PageQuery & Omit<DriverRecordFilter, 'month'>;

export const money = {
  getBalanceByDriver: endpoint<Empty, DriverBalance>('fcc', 'accountBalance/getBalanceByDriver'),
  getDriverThirtyDayAmount: endpoint<Empty, DriverThirtyDayAmount>(
    'fcc',
    'driverRecord/getDriverThirtyDayAmount',
  ),
  recordPage: endpoint<DriverRecordQuery, ServerPage<DriverRecord>>(
    'fcc',
    'driverRecord/list/page',
  ),
  recordSummary: endpoint<DriverRecordFilter, DriverRecordSummary>(
    'fcc',
    'driverRecord/list/summary',
  ),
  recordStatistics: endpoint<StatisticsQuery, ServerPage<MonthStatistics>>(
    'fcc',
    'driverRecord/list/pageStatistics',
  ),
} as const;
