/**
 * A waybill done (its receipt approved by the shipper) ends in money: the freight is credited to
 * its driver — or, while an entrustment of its income is in force, to the payee as 委托收入 — and
 * the information fee and any deduction taken, as the waybill's one settlement calculates them
 * (waybill/records.ts settlementOf; ledger.ts settleWaybill; settling twice does nothing).
 */
import type { Place } from '@/lib/contract/supply/load';
import type { Db } from '../../../store/db';
import { settlementOf } from '../../waybill/waybills/records';
import type { WaybillRecord } from '../../waybill/waybills/types';
import { entrustPayee } from '../entrust/records';
import { settleWaybill } from './ledger';
import { realNameOf } from '../../account/identity/records';

/** `河北省 唐山市 路北区` → 唐山市 (the city, as the seeded routes name places). */
function cityOf(place: Place): string {
  const parts = place.regionName.split(' ').filter(Boolean);
  return parts[1] ?? parts[0] ?? place.regionName;
}

export function settleDoneWaybill(db: Db, w: WaybillRecord): void {
  const payee = entrustPayee(db, w.id);
  settleWaybill(db, {
    appUserId: payee ?? w.appUserId,
    ...(payee ? { entrustedBy: realNameOf(db, w.appUserId) } : {}),
    waybillId: w.id,
    waybillNo: w.waybillNo,
    route: `${cityOf(w.origin)} → ${cityOf(w.destination)}`,
    money: settlementOf(w),
  });
}
