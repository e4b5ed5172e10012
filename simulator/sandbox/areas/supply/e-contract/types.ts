/** Contracts (KJ per waybill, the framework service contract, e-sign delegations). Times in ms. */
import type { ContractKind } from '@/lib/contract/supply/e-contract';
import type { ContractStatus } from '@/lib/contract/supply/load';
import { areaKey } from '../../slice';

export interface ContractRecord {
  id: string;
  contractNo: string;
  kind: ContractKind;
  status: ContractStatus;
  appUserId: string;
  /** The KJ's waybill. */
  waybillId: string | null;
  waybillNo: string | null;
  /** The shipper (KJ, delegation); null for the platform's service contract. */
  enterpriseId: string | null;
  partyName: string;
  createMs: number;
  signedMs: number | null;
  linkCode: string;
  signatureImage: string | null;
}

export interface ContractTables {
  contracts: ContractRecord[];
  /** Contracts created so far (ids `HT<n>`). */
  counter: number;
}

export const contractArea = areaKey<ContractTables>('supply/e-contract');
