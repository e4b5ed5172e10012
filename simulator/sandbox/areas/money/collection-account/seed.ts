/**
 * The captain 13800000003 collects into two accounts (中国工商银行 default, 中国银行), the certified
 * driver 13800000002 into one of his own (中国建设银行), the first generated certified captain into
 * one (中国农业银行, CA0004). Fixed: stories and tests read them.
 */
import { withCheckDigit } from '@/lib/domain/bank-card';
import { Roles, SEEDED_MOBILES } from '../../../store/catalog';
import { DAY_MS as DAY } from '../../../store/time';
import type { SeedContext } from '../../slice';
import type { CollectionAccountRecord, CollectionAccountTables } from './types';

export const SEEDED_ACCOUNTS = {
  captainDefault: {
    id: 'CA0001',
    bankName: '中国工商银行',
    cardNo: withCheckDigit('622202000011112222'),
  },
  captainSecond: {
    id: 'CA0002',
    bankName: '中国银行',
    cardNo: withCheckDigit('621661000033334444'),
  },
  driverOwn: {
    id: 'CA0003',
    bankName: '中国建设银行',
    cardNo: withCheckDigit('621700000055556666'),
  },
  otherCaptain: {
    id: 'CA0004',
    bankName: '中国农业银行',
    cardNo: withCheckDigit('622848000077778888'),
  },
} as const;

export function seedCollectionAccounts({ people, epochMs }: SeedContext): CollectionAccountTables {
  const accounts: CollectionAccountRecord[] = [];
  const owner = (mobile: string) => people.find((p) => p.mobile === mobile);
  const add = (
    mobile: string,
    a: { id: string; bankName: string; cardNo: string },
    isDefault: boolean,
    ago: number,
  ) => {
    const p = owner(mobile);
    if (!p) return;
    accounts.push({
      ...a,
      ownerId: p.appUserId,
      accountName: p.identity?.name ?? '',
      isDefault,
      createMs: epochMs - ago * DAY,
    });
  };
  add(SEEDED_MOBILES.captain, SEEDED_ACCOUNTS.captainDefault, true, 90);
  add(SEEDED_MOBILES.captain, SEEDED_ACCOUNTS.captainSecond, false, 30);
  add(SEEDED_MOBILES.certifiedDriver, SEEDED_ACCOUNTS.driverOwn, true, 60);
  // The first generated certified captain: another payee a driver can find by mobile.
  const fixed = Object.values(SEEDED_MOBILES) as string[];
  const other = people.find(
    (p) =>
      p.roles.includes(Roles.captain) &&
      p.identity?.certificationStatus === 1 &&
      !fixed.includes(p.mobile),
  );
  if (other) add(other.mobile, SEEDED_ACCOUNTS.otherCaptain, true, 20);
  return { accounts, counter: accounts.length };
}
