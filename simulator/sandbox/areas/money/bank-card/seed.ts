/**
 * Bound cards: the certified driver 13800000002 has one withdrawal card of 中国建设银行 (fixed: the
 * stories and tests read it) and a second card of 中国农业银行; other certified drivers one card
 * each, drawn from the seed. Drivers who are not certified have none.
 */
import { withCheckDigit } from '@/lib/domain/bank-card';
import { SEEDED_MOBILES } from '../../../store/catalog';
import { rngFor } from '../../../store/prng';
import { DAY_MS as DAY } from '../../../store/time';
import type { SeedContext } from '../../slice';
import { BANKS, bankNamed } from './banks';
import type { BankCardRecord, BankTables } from './types';

/** The certified driver's withdrawal card. */
export const CERTIFIED_DRIVER_CARD = {
  id: 'C0001',
  bankName: '中国建设银行',
  cardNo: withCheckDigit('621700000012345678'),
} as const;

export function seedBank({ seed, people, epochMs }: SeedContext): BankTables {
  const rng = rngFor(seed, 'bank-cards');
  const cards: BankCardRecord[] = [];
  const add = (c: Omit<BankCardRecord, 'id' | 'employeeNo' | 'state'>) => {
    const id = `C${String(cards.length + 1).padStart(4, '0')}`;
    const employeeNo = bankNamed(c.bankName)?.employeeNo ?? '';
    cards.push({ ...c, id, employeeNo, state: 'bound' });
  };
  for (const p of people) {
    if (p.identity?.certificationStatus !== 1) continue;
    const holderName = p.identity.name ?? '';
    if (p.mobile === SEEDED_MOBILES.certifiedDriver) {
      add({
        appUserId: p.appUserId,
        bankName: CERTIFIED_DRIVER_CARD.bankName,
        cardNo: CERTIFIED_DRIVER_CARD.cardNo,
        holderName,
        reservedMobile: p.mobile,
        isRefund: true,
        bindMs: epochMs - 120 * DAY,
      });
      add({
        appUserId: p.appUserId,
        bankName: '中国农业银行',
        cardNo: withCheckDigit('622848000098765432'),
        holderName,
        reservedMobile: p.mobile,
        isRefund: false,
        bindMs: epochMs - 60 * DAY,
      });
      continue;
    }
    const bank = BANKS[rng.int(0, BANKS.length - 1)]!;
    const body = `6217${String(rng.int(10_000_000, 99_999_999))}${String(rng.int(100_000, 999_999))}`;
    add({
      appUserId: p.appUserId,
      bankName: bank.bankNameShort,
      cardNo: withCheckDigit(body),
      holderName,
      reservedMobile: p.mobile,
      isRefund: true,
      bindMs: epochMs - rng.int(30, 300) * DAY,
    });
  }
  return { cards, counter: cards.length };
}
