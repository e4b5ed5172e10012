/** Transport contracts and their e-signature (§2.2 public, §2.6). */
import { appPath } from '../path-builder';

/** `contractId` when logged in, `param` (link code) from an SMS link; `next`: where signing ends. */
type ContractQuery = { contractId?: string; param?: string; next?: string };

export const eContractPaths = {
  /** Public: the contract of an SMS link. */
  contractLink: appPath('/c/:param'),
  /** Public: the contract list when logged in, or the contract of `param`. */
  contractList: appPath<'/contract/index', { param?: string }>('/contract/index'),
  /** Public: one contract to read (and sign while unsigned). */
  contractDetail: appPath<'/contract/detail', ContractQuery>('/contract/detail'),
  /** Public: the hand-drawn signature and SMS confirmation. */
  contractSignatures: appPath<'/contract/signatures', ContractQuery>('/contract/signatures'),
} as const;
