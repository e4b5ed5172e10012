/** Dictionaries (mdc pbc/dictItems, §7.1). Option items get `selected` on the client (§3). */
import { endpoint } from '../endpoint';

export interface DictOption {
  label: string;
  value: string;
}

/**
 * Dictionary keys this project reads. The spec does not give them; these are the project's choice
 * (docs/api-contract.md) and the sandbox serves exactly these.
 */
export const DictKey = {
  plateColor: 'plateColor',
  vehicleType: 'vehicleType',
  quasiDrivingType: 'quasiDrivingType',
  energyType: 'energyType',
  complaintType: 'complaintType',
  cancelReason: 'cancelReason',
} as const;

export type DictKeyName = (typeof DictKey)[keyof typeof DictKey];

export interface DictRequest {
  dictKey: string;
}

export const dict = {
  /** Unknown keys answer an empty list. */
  getDictValue: endpoint<DictRequest, DictOption[]>('mdc', 'pbc/dictItems/getDictValue'),
} as const;
