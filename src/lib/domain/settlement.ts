/**
 * One waybill's money, calculated once for the app and the sandbox alike, in integer fen:
 *
 *   运费 (the agreed freight: the quote's `freight`, the freight detail's `total`)
 *   − 信息服务费 (the platform's information fee: SERVICE_FEE_BASIS_POINTS of the freight,
 *     rounded half up to the fen — 1 % of ¥4,686.00 is ¥46.86, of ¥0.50 is ¥0.01, of ¥0.49 is 0)
 *   − deductions (named: 油费抵扣, 亏吨扣款 …; each taken at most down to a receivable of 0)
 *   = 司机应收 (the receivable: the quote's `payable`, the waybill's `freight`, the settled income
 *     a withdrawal is made from, an entrusted income).
 *
 * The ledger shows the settlement as its parts (settlementParts): the freight credited as 运费收入
 * (委托收入 when entrusted), the fee taken as its own 信息费 line, each deduction as its own line.
 * The parts sum to the receivable, so the balance and the withdrawable amount count the fee once.
 * Nothing else computes a fee: every figure a driver sees for a waybill is read from here.
 */

/** 信息服务费 in basis points of the freight (100 = 1 %). */
const SERVICE_FEE_BASIS_POINTS = 100;

/** The names every screen and document gives the three figures (the wallet's lines: 运费收入, 信息费). */
export const FREIGHT_NAME = '运费';
export const SERVICE_FEE_NAME = '信息服务费';
export const RECEIVABLE_NAME = '司机应收';

/** How the fee is taken, as the wallet explains it. */
export const SERVICE_FEE_RULE = `按运费的 ${SERVICE_FEE_BASIS_POINTS / 100}% 收取（四舍五入到分）`;

export interface Deduction {
  /** e.g. 油费抵扣. */
  name: string;
  /** Fen, positive. */
  amount: number;
}

export interface WaybillSettlement {
  /** 运费, fen. */
  freight: number;
  /** 信息服务费, fen. */
  serviceFee: number;
  /** The other deductions, as taken (fen). */
  deductions: Deduction[];
  /** 司机应收, fen: freight − serviceFee − deductions, never below 0. */
  receivable: number;
}

/** One signed line of a settlement: its parts add up to the receivable. */
export interface SettlementPart {
  part: 'freight' | 'serviceFee' | 'deduction';
  name: string;
  /** Fen: positive for the freight, negative for what is taken. */
  amount: number;
}

function checkFen(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of fen ≥ 0, got ${String(value)}`);
  }
}

/** 信息服务费 of a freight: basis points of it, half a fen rounded up (exact for any safe integer). */
export function serviceFeeOf(freight: number): number {
  checkFen(freight, 'freight');
  const whole = Math.floor(freight / 10_000);
  const rest = freight % 10_000;
  return (
    whole * SERVICE_FEE_BASIS_POINTS +
    Math.floor((rest * SERVICE_FEE_BASIS_POINTS + 5_000) / 10_000)
  );
}

/** Freight → service fee → deductions → receivable. Throws RangeError on an amount that is not fen. */
export function settleFreight(
  freight: number,
  deductions: readonly Deduction[] = [],
): WaybillSettlement {
  const serviceFee = serviceFeeOf(freight);
  let left = freight - serviceFee;
  const taken: Deduction[] = [];
  for (const d of deductions) {
    checkFen(d.amount, d.name);
    const amount = Math.min(d.amount, left);
    left -= amount;
    if (amount > 0) taken.push({ name: d.name, amount });
  }
  return { freight, serviceFee, deductions: taken, receivable: left };
}

/** What the freight detail lists between 运费总额 and 司机应收: the fee (when any), then the rest. */
export function deductionsOf(s: WaybillSettlement): Deduction[] {
  const fee = s.serviceFee > 0 ? [{ name: SERVICE_FEE_NAME, amount: s.serviceFee }] : [];
  return [...fee, ...s.deductions.map((d) => ({ ...d }))];
}

/** The settlement as ledger lines: +freight, −fee, −each deduction (lines of 0 left out). */
export function settlementParts(s: WaybillSettlement): SettlementPart[] {
  const parts: SettlementPart[] = [];
  if (s.freight > 0) parts.push({ part: 'freight', name: FREIGHT_NAME, amount: s.freight });
  if (s.serviceFee > 0) {
    parts.push({ part: 'serviceFee', name: SERVICE_FEE_NAME, amount: -s.serviceFee });
  }
  for (const d of s.deductions) parts.push({ part: 'deduction', name: d.name, amount: -d.amount });
  return parts;
}
