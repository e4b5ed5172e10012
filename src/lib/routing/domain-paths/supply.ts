/**
 * The supply domain's paths: the plaza, a source's details and grabbing (§2.5), and the transport
 * contracts with their e-signature (§2.2 public, §2.6).
 */
import { appPath } from '../path-builder';

type SourceQuery = { id: string };
/** `param`: the enterprise page's share code, so a public page leads back to its list. */
type EnterpriseSourceQuery = { id: string; param?: string };
type GrabQuery = { id: string; carNo?: string; quantity?: string };
/** `contractId` when logged in, `param` (link code) from an SMS link; `next`: where signing ends. */
type ContractQuery = { contractId?: string; param?: string; next?: string };

export const supplyPaths = {
  // The freight market: plaza, details, enterprise pages and grabbing (§2.5).
  /** The Plaza tab; `tab` opens one list (bulk, whole, nearest). */
  supply: appPath<'/supply', { tab?: 'bulk' | 'whole' | 'nearest' }>('/supply'),
  supplyEnterpriseIndex: appPath('/supply/enterpriseindex'),
  /** Public: one enterprise's sources, by its share code. */
  supplyEnterprise: appPath('/supply/enterprise/:param'),
  /** A bulk (大宗) source. */
  supplyDetails: appPath<'/supply/details', SourceQuery>('/supply/details'),
  /** A whole-vehicle (整车) source. */
  supplyWholeDetail: appPath<'/supply/completevehicledetail', SourceQuery>(
    '/supply/completevehicledetail',
  ),
  /** Public: an enterprise's bulk source. */
  supplyEnterpriseDetails: appPath<'/supply/enterprisedetails', EnterpriseSourceQuery>(
    '/supply/enterprisedetails',
  ),
  /** Public: an enterprise's whole-vehicle source. */
  supplyEnterpriseWholeDetail: appPath<
    '/supply/enterpriseecompletevehicledetail',
    EnterpriseSourceQuery
  >('/supply/enterpriseecompletevehicledetail'),
  /** The grab's gates (certification, vehicle, expiry, fence) for one source. */
  orderTaking: appPath<'/supply/ordertaking', SourceQuery>('/supply/ordertaking'),
  /** Choose the vehicle. */
  carryInfoVehicle: appPath<'/supply/carryinfovehicle', GrabQuery>('/supply/carryinfovehicle'),
  /** Bulk: choose the quantity, with the freight it pays. */
  carryInfoModular: appPath<'/supply/carryinfomodular', GrabQuery>('/supply/carryinfomodular'),
  /** Read and accept the goods agreement, then grab. */
  goodsAgreement: appPath<'/supply/goodsagreement', GrabQuery>('/supply/goodsagreement'),

  // Transport contracts and their e-signature (§2.2 public, §2.6).
  /** Public: the contract of an SMS link. */
  contractLink: appPath('/c/:param'),
  /** Public: the contract list when logged in, or the contract of `param`. */
  contractList: appPath<'/contract/index', { param?: string }>('/contract/index'),
  /** Public: one contract to read (and sign while unsigned). */
  contractDetail: appPath<'/contract/detail', ContractQuery>('/contract/detail'),
  /** Public: the hand-drawn signature and SMS confirmation. */
  contractSignatures: appPath<'/contract/signatures', ContractQuery>('/contract/signatures'),
} as const;
