/**
 * The reads behind 基本信息 and 服务信息: the driver's identity, licence, vehicles and settlement
 * figures, as the rest of the app holds them. These pages word a failed read inline (with a retry),
 * so the client does not report it as well.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { identity } from '@/lib/contract/account/identity';
import { license } from '@/lib/contract/account/license';
import { money } from '@/lib/contract/money/wallet';
import { endpointQuery } from '@/lib/query/endpoint-query';

const inline = { ignoreErrors: true } as const;

export function identityQueryOptions(userId: string) {
  return queryOptions(endpointQuery(identity.getIdentityInfoByUserId, { userId }, inline));
}

/** Waits for the driver's id (the user-detail read gives it). */
export function useIdentity(userId: string | undefined) {
  return useQuery({ ...identityQueryOptions(userId ?? ''), enabled: !!userId });
}

export function driverLicenseQueryOptions() {
  return queryOptions(endpointQuery(license.getDriverLicense, {}, inline));
}

export function useDriverLicense() {
  return useQuery(driverLicenseQueryOptions());
}

export function carLicensesQueryOptions() {
  return queryOptions(endpointQuery(license.listCarLicenses, {}, inline));
}

export function useCarLicenses() {
  return useQuery(carLicensesQueryOptions());
}

export function thirtyDayAmountQueryOptions() {
  return queryOptions(endpointQuery(money.getDriverThirtyDayAmount, {}, inline));
}

export function useThirtyDayAmount() {
  return useQuery(thirtyDayAmountQueryOptions());
}
