/**
 * Entrustments of waybill income (委托收款). Times are ms once anchored (records.ts); the seeded rows
 * hold offsets before the anchor until the first read.
 */
import type { EntrustState } from '@/lib/contract/money/entrust';
import { areaKey } from '../../slice';

export interface EntrustEventRecord {
  state: EntrustState;
  ms: number;
}

export interface EntrustRecord {
  id: string;
  entrustNo: string;
  appUserId: string;
  waybillId: string;
  payeeId: string;
  accountId: string;
  remark: string;
  state: EntrustState;
  refuseReason: string | null;
  createMs: number;
  events: EntrustEventRecord[];
}

export interface EntrustTables {
  entrustments: EntrustRecord[];
  counter: number;
  anchorMs: number | null;
}

export const entrustArea = areaKey<EntrustTables>('money/entrust');
