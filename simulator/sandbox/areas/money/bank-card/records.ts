/** The bank cards as other areas see them (money reads the withdrawal card; never the table). */
import type { BankCard } from '@/lib/contract/money/bank-card';
import { maskCardNo } from '@/lib/domain/bank-card';
import { maskMobile } from '@/lib/domain/mobile';
import { ownRecord } from '../../../envelope';
import type { Db } from '../../../store/db';
import { formatDateTime } from '../../../store/time';
import { bankServerMessages } from './messages';
import { bankArea, type BankCardRecord } from './types';

export function cardView(c: BankCardRecord): BankCard {
  return {
    id: c.id,
    bankName: c.bankName,
    employeeNo: c.employeeNo,
    cardNoMasked: maskCardNo(c.cardNo),
    cardTail: c.cardNo.slice(-4),
    holderName: c.holderName,
    reservedMobileMasked: maskMobile(c.reservedMobile),
    isRefund: c.isRefund,
    state: c.state,
    bindTime: formatDateTime(c.bindMs),
  };
}

/** The driver's bound cards, the withdrawal card first, then newest first. */
export function boundCards(db: Db, appUserId: string): BankCardRecord[] {
  return db
    .area(bankArea)
    .cards.filter((c) => c.appUserId === appUserId && c.state === 'bound')
    .sort((a, b) => Number(b.isRefund) - Number(a.isRefund) || b.bindMs - a.bindMs);
}

/** One of the driver's own cards (bound or not); refuses another driver's or an unknown id. */
/** The driver's card `id`: 银行卡不存在 when there is none, 该银行卡不属于您 for another driver's. */
export function myCard(db: Db, appUserId: string, id: unknown): BankCardRecord {
  return ownRecord(
    db.area(bankArea).cards.find((c) => c.id === id),
    (c) => c.appUserId === appUserId,
    { missing: bankServerMessages.cardNotFound, notYours: bankServerMessages.cardNotYours },
  );
}

/** The card withdrawals go to, or null when none is bound. */
export function refundCard(db: Db, appUserId: string): BankCardRecord | null {
  return boundCards(db, appUserId).find((c) => c.isRefund) ?? null;
}
