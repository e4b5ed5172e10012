/** The captain's fleet information and its rules. */
import type { RegionValue } from '@/components/select-field';
import type { Validators } from '@/components/form';
import type { CaptainApplicationRequest } from '@/lib/contract/account/certification';
import { validateMobile } from '@/lib/domain/mobile';
import { identityMessages as m } from '../messages';

export interface FleetValues {
  fleetName: string;
  contactName: string;
  contactMobile: string;
  region: RegionValue | null;
  vehicleCount: string;
}

export const EMPTY_FLEET: FleetValues = {
  fleetName: '',
  contactName: '',
  contactMobile: '',
  region: null,
  vehicleCount: '',
};

export const fleetRules: Validators<FleetValues> = {
  fleetName: (v) => (v.trim() === '' ? m.fleetNameRequired : null),
  contactName: (v) => (v.trim() === '' ? m.contactNameRequired : null),
  contactMobile: (v) => validateMobile(v),
  region: (v) => (v === null || v.length === 0 ? m.regionRequired : null),
  vehicleCount: (v) => (/^[1-9]\d{0,3}$/.test(v.trim()) ? null : m.vehicleCountInvalid),
};

export function toApplication(values: FleetValues): CaptainApplicationRequest {
  const region = values.region ?? [];
  return {
    fleetName: values.fleetName.trim(),
    contactName: values.contactName.trim(),
    contactMobile: values.contactMobile,
    regionCodes: region.map((r) => r.value),
    regionNames: region.map((r) => r.label),
    vehicleCount: Number(values.vehicleCount.trim()),
  };
}
