/**
 * Reads and writes of return trips, photo repair, captain change and the payee account
 * (docs/api-contract.md "Waybill after-sales"). Every read is shown inline by its screen
 * (LoadFailed or an empty state), so the client does not report it as well. Writes carry the
 * visit's idempotency key and are reported by the client (a refusal is an alert with the server's
 * message).
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PageLoader } from '@/components/paged-list';
import type { SearchOptions } from '@/components/select-field';
import { carListQueryOptions } from '@/hooks/use-driver-readiness';
import { useEndpointPages } from '@/hooks/use-endpoint-pages';
import { useVisitWrite, type AnyEndpoint } from '@/hooks/use-visit-write';
import { bankContrast } from '@/lib/contract/money/bank-card';
import { captain } from '@/lib/contract/account/captain';
import { waybillAfterSales as api, type ReturnTrip } from '@/lib/contract/waybill/after-sales';
import { http } from '@/lib/http/client';
import { endpointQuery } from '@/lib/query/endpoint-query';

const inline = { ignoreErrors: true } as const;

/** The driver's vehicles that passed certification (approvalStatus 20): the ones a trip may use. */
export function useCertifiedCars() {
  return useQuery({
    ...carListQueryOptions(),
    select: (cars) => cars.filter((c) => c.approvalStatus === 20),
  });
}

/** The PagedList loader of the driver's return trips, fresh on every request. */
export function useReturnTripPageLoader(): PageLoader<ReturnTrip> {
  return useEndpointPages(api.returnTripListPage, {});
}

export function rejectedPhotosQueryOptions(waybillId: string) {
  return queryOptions({
    ...endpointQuery(api.getRejectedPhotos, { waybillId }, inline),
    staleTime: 0,
  });
}

export function useRejectedPhotos(waybillId: string) {
  return useQuery({ ...rejectedPhotosQueryOptions(waybillId), enabled: waybillId !== '' });
}

/** The waybill's open captain-change bill (the server makes it on the first ask). */
export function useCaptainBillId(waybillId: string) {
  return useQuery({
    ...endpointQuery(api.getCaptainChangeBillId, { waybillId }, inline),
    enabled: waybillId !== '',
    staleTime: 0,
  });
}

/** A real-name certified captain by mobile, or null: only those can take over a waybill. */
export function useFindCaptain() {
  const client = useQueryClient();
  return useCallback(
    (mobile: string) =>
      client.fetchQuery({
        ...endpointQuery(captain.getCarCaptainByMobilePass, { mobile }),
        staleTime: 0,
      }),
    [client],
  );
}

export function useWaybillAccount(waybillId: string) {
  return useQuery({
    ...endpointQuery(api.getWaybillAccount, { waybillId }, inline),
    enabled: waybillId !== '',
  });
}

/** Banks by (part of) their short name, for the kit's search field (it shows its own errors). */
export const searchBanks: SearchOptions = async (keyword, signal) => {
  const banks = await http.call(
    bankContrast.search,
    { bankNameShort: keyword },
    { signal, ignoreErrors: true },
  );
  return banks.map((b) => ({ label: b.bankNameShort, value: b.bankNameShort }));
};

/**
 * A write with one idempotency key per attempt (src/hooks/use-visit-write.ts); what it changes (the
 * waybill, trips, photos, the account) is the endpoint's `changes`.
 */
export function useChangesWrite<E extends AnyEndpoint>(ep: E) {
  return useVisitWrite(ep);
}
