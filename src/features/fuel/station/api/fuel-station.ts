/**
 * The fuel station reads and writes (sdc gd/oil/driver/, §7.4; mdc oil/getOliCarPass, §7.1). Reads
 * are shown inline by their screens, so the client does not report them too. Paying runs through
 * useMoneyAction (one idempotency key per intended order, asked about after a lost answer).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageLoader } from '@/components/paged-list';
import { useEndpointPages } from '@/hooks/use-endpoint-pages';
import { useMoneyAction } from '@/hooks/use-money-action';
import { readsChangedBy } from '@/lib/contract/endpoint';
import {
  fuel,
  type FuelStation,
  type OilType,
  type SignInRequest,
  type StationListQuery,
} from '@/lib/contract/fuel/station';
import { license } from '@/lib/contract/account/license';
import { misc } from '@/lib/contract/common/misc';
import { sms } from '@/lib/contract/common/sms';
import { http } from '@/lib/http/client';
import { endpointQuery } from '@/lib/query/endpoint-query';

const inline = { ignoreErrors: true } as const;

export type StationFilter = Omit<StationListQuery, 'pageIndex' | 'pageSize'>;

export function useStationPages(filter: StationFilter): PageLoader<FuelStation> {
  return useEndpointPages(fuel.listPage, filter);
}

/** One station, with its distance when the driver's position is known. */
export function stationQueryOptions(
  stationId: string,
  oilType: OilType,
  at?: { longitude: number; latitude: number },
) {
  return queryOptions({
    ...endpointQuery(fuel.getStation, { stationId, oilType, ...at }, inline),
    staleTime: 5 * 60_000,
  });
}

export const useStation = (stationId: string, oilType: OilType) =>
  useQuery(stationQueryOptions(stationId, oilType));

export const pricesQueryOptions = (stationId: string, oilType: OilType) =>
  queryOptions({
    ...endpointQuery(
      oilType === 'old' ? fuel.getOilPriceOld : fuel.getOilPrice,
      { stationId },
      inline,
    ),
    staleTime: 0,
  });

export const usePrices = (stationId: string, oilType: OilType) =>
  useQuery(pricesQueryOptions(stationId, oilType));

export const signInStatusQueryOptions = (stationId: string) =>
  queryOptions({ ...endpointQuery(fuel.signInStatus, { stationId }, inline), staleTime: 0 });

export const useSignInStatus = (stationId: string) => useQuery(signInStatusQueryOptions(stationId));

export const useVehicles = () => useQuery(endpointQuery(license.listCarLicenses, {}, inline));

export const useCarPass = (carNo: string | null) =>
  useQuery({
    ...endpointQuery(misc.getOliCarPass, { carNo: carNo ?? '' }, inline),
    enabled: carNo !== null,
    staleTime: 0,
  });

/** The sign-in: a refusal (too far, car not allowed) is the client's alert in the server's words. */
export function signInAt(payload: SignInRequest) {
  return http.call(fuel.signIn, payload);
}

export function paymentKey() {
  return http.call(fuel.getYptPubickKey, {});
}

/** The code that confirms paying, texted to the driver's own phone. */
export async function sendFuelPayCode(mobile: string): Promise<void> {
  await http.call(sms.sendSmByTemplate, { mobile, template: 'fuelPay' });
}

// What an order changes (the balance, the orders and bills) is its endpoint's `changes`;
// useMoneyAction reads them again itself when the outcome comes from asking the server.
export function usePushNew() {
  return useMoneyAction(fuel.gdOliOrderPush, readsChangedBy(fuel.gdOliOrderPush));
}

export function usePushOld() {
  return useMoneyAction(fuel.gdOliOrderPushOld, readsChangedBy(fuel.gdOliOrderPushOld));
}
