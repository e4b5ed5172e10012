/** Collection accounts (收款账户) per owner (appUserId); the whole card number stays here. */
import { areaKey } from '../../slice';

export interface CollectionAccountRecord {
  id: string;
  ownerId: string;
  accountName: string;
  bankName: string;
  cardNo: string;
  isDefault: boolean;
  createMs: number;
}

export interface CollectionAccountTables {
  accounts: CollectionAccountRecord[];
  counter: number;
}

export const collectionAccountArea = areaKey<CollectionAccountTables>('money/collection-account');
