/**
 * The certified driver's entrustments to his captain 13800000003 (fixed: stories and tests read
 * them): WT0001 refused on WB0008, WT0002 withdrawn on WB0005, WT0003 in force on WB0007, WT0004
 * pending on WB0008. WB0005 (待装货) is free to entrust again. Times are offsets (negative ms).
 */
import type { EntrustState } from '@/lib/contract/money/entrust';
import { SEEDED_MOBILES } from '../../../store/catalog';
import { SEEDED_ACCOUNTS } from '../collection-account/seed';
import type { SeedContext } from '../../slice';
import type { EntrustRecord, EntrustTables } from './types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const REFUSE_REASON_SEEDED = '收款账户信息有误，请核实后重新委托';

export function seedEntrusts({ people }: SeedContext): EntrustTables {
  const driver = people.find((p) => p.mobile === SEEDED_MOBILES.certifiedDriver);
  const captain = people.find((p) => p.mobile === SEEDED_MOBILES.captain);
  if (!driver || !captain) return { entrustments: [], counter: 0, anchorMs: null };
  const make = (
    n: number,
    waybillId: string,
    ago: number,
    states: EntrustState[],
    extra: Partial<EntrustRecord> = {},
  ): EntrustRecord => ({
    id: `WT${String(n).padStart(4, '0')}`,
    entrustNo: `WT2026${String(n).padStart(8, '0')}`,
    appUserId: driver.appUserId,
    waybillId,
    payeeId: captain.appUserId,
    accountId: SEEDED_ACCOUNTS.captainDefault.id,
    remark: '',
    state: states.at(-1)!,
    refuseReason: null,
    createMs: -ago,
    events: states.map((state, i) => ({ state, ms: -ago + i * 2 * HOUR })),
    ...extra,
  });
  return {
    entrustments: [
      make(1, 'WB0008', 4 * DAY, ['pending', 'refused'], { refuseReason: REFUSE_REASON_SEEDED }),
      make(2, 'WB0005', 3 * DAY, ['pending', 'withdrawn'], {
        accountId: SEEDED_ACCOUNTS.captainSecond.id,
      }),
      make(3, 'WB0007', 2 * DAY, ['pending', 'effective'], { remark: '车队统一收款' }),
      make(4, 'WB0008', 1 * DAY, ['pending']),
    ],
    counter: 4,
    anchorMs: null,
  };
}
