/** Reads and writes of the driver's vehicles (contract: license.ts reads, vehicle.ts writes). */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { license } from '@/lib/contract/account/license';
import { vehicle } from '@/lib/contract/account/vehicle';
import { endpointMutation, endpointQuery } from '@/lib/query/endpoint-query';
import { http } from '@/lib/http/client';
import { carListQueryOptions } from '@/hooks/use-driver-readiness';
import type { PageLoader } from '@/components/paged-list';
import type { CarLicense } from '@/lib/contract/account/license';

/** One page of the driver's vehicles for the kit's PagedList; errors are shown in the list. */
export const loadCarPage: PageLoader<CarLicense> = ({ pageIndex, pageSize, signal }) =>
  http.call(license.driverCarPage, { pageIndex, pageSize }, { signal, ignoreErrors: true });

/** The detail screen shows its load error inline. */
export function carDetailQueryOptions(id: string) {
  return endpointQuery(vehicle.getCarDetail, { id }, { ignoreErrors: true });
}

export function useCarDetail(id: string | null) {
  return useQuery({ ...carDetailQueryOptions(id ?? ''), enabled: id !== null && id !== '' });
}

export function carApprovalQueryOptions(carNo: string) {
  return endpointQuery(license.getCarApprovalStatus, { carNo }, { ignoreErrors: true });
}

export function useCarApproval(carNo: string | undefined) {
  return useQuery({ ...carApprovalQueryOptions(carNo ?? ''), enabled: Boolean(carNo) });
}

export function expiryQueryOptions() {
  return endpointQuery(license.isExpired, {}, { ignoreErrors: true });
}

/** §3: the larger of the two levels is the expiry status (0 valid, 1 soon, 2 expired). */
export function useExpiryLevel(): number {
  const query = useQuery(expiryQueryOptions());
  const data = query.data;
  return data ? Math.max(data.driverLicenseIsExpired, data.roadTransportIsExpired) : 0;
}

/** The captain's whole fleet (non-paged) for /carcAptain2's look-up by plate; shared with home. */
export { carListQueryOptions };

export function useCarList() {
  return useQuery(carListQueryOptions());
}

/** A vehicle known to the platform, to prefill the add form; null for an unknown plate. */
export function carInfoByPlateQueryOptions(carNo: string) {
  return queryOptions({
    ...endpointQuery(license.getCarInfoByCarNo, { carNo }, { ignoreErrors: true }),
    staleTime: 60_000,
  });
}

// Every read that shows a vehicle is read again by the endpoints' own `changes`.

/** The screens word a refused save inline (e.g. a plate the driver already has), next to the form. */
export function useSaveCar() {
  return useMutation(endpointMutation(vehicle.saveCar, { ignoreErrors: true }));
}

export function useSetDefaultCar() {
  return useMutation(endpointMutation(vehicle.setDefaultCar));
}

export function useRemoveCar() {
  return useMutation(endpointMutation(vehicle.removeCar));
}
