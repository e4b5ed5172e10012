/** The driver's licence record, its expiry and the save call (mdc cuc/..., §7.1). */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ReadErrors } from '@/hooks/shared-reads';
import { license } from '@/lib/contract/account/license';
import { endpointMutation, endpointQuery } from '@/lib/query/endpoint-query';

const callFor = (errors: ReadErrors) => (errors === 'inline' ? { ignoreErrors: true } : {});

export function driverLicenseQueryOptions(errors: ReadErrors = 'report') {
  return queryOptions(endpointQuery(license.getDriverLicense, {}, callFor(errors)));
}

/** `userDriverLicenseVO` is null when the driver has no record. */
export function useDriverLicense(errors: ReadErrors = 'report', enabled = true) {
  return useQuery({ ...driverLicenseQueryOptions(errors), enabled });
}

/** The expiry banner is an extra: its failure is silent (no toast), the screen still shows. */
export function expiryQueryOptions() {
  return queryOptions(endpointQuery(license.isExpired, {}, { ignoreErrors: true }));
}

export function useExpiry(enabled = true) {
  return useQuery({ ...expiryQueryOptions(), enabled });
}

/** Saves licence and qualification; the record, approval and expiry are its `changes`. */
export function useSaveDriverLicense() {
  return useMutation(endpointMutation(license.saveDriverLicense));
}
