/** The personal homepage's reads: identity info (§3 certificate info) and the 30-day figures (§7.2). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { identity } from '@/lib/contract/account/identity';
import { money } from '@/lib/contract/money/wallet';
import { endpointQuery } from '@/lib/query/endpoint-query';

// The homepage words its load error itself (with a retry), so these reads do not toast.
const inline = { ignoreErrors: true } as const;

export function identityInfoQueryOptions(userId: string) {
  return queryOptions(endpointQuery(identity.getIdentityInfoByUserId, { userId }, inline));
}

export function thirtyDayAmountQueryOptions() {
  return queryOptions(endpointQuery(money.getDriverThirtyDayAmount, {}, inline));
}

/** `null` waits until the driver's id is known. */
export function useIdentityInfo(userId: string | null) {
  return useQuery({ ...identityInfoQueryOptions(userId ?? ''), enabled: userId !== null });
}

export function useThirtyDayAmount() {
  return useQuery(thirtyDayAmountQueryOptions());
}
