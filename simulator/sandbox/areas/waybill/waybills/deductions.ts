/**
 * What the platform takes from a waybill's freight besides the 信息服务费 (a fuel advance, 油费抵扣;
 * a shortage, 亏吨扣款 …), set by the shipper's side before the waybill is settled. The freight
 * detail, the contract, the receivable and the ledger read them through the one settlement
 * (records.ts settlementOf), so a deduction is shown and taken the same everywhere.
 */
import { reject } from '../../../envelope';
import type { WaybillRecord } from './types';

const deductionMessages = {
  settled: '运单已完成或已取消，不能调整扣款',
  nameMissing: '请填写扣款名称',
} as const;

/** Sets the named deduction to `amount` fen (0 removes it). */
export function setDeduction(w: WaybillRecord, name: string, amount: number): void {
  if (w.status === 'done' || w.status === 'cancelled') reject(deductionMessages.settled);
  const label = name.trim();
  if (label === '') reject(deductionMessages.nameMissing);
  const others = (w.deductions ?? []).filter((d) => d.name !== label);
  w.deductions = amount > 0 ? [...others, { name: label, amount }] : others;
}
