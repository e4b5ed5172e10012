/**
 * Server reads that several areas need — the driver's details, agreements, dictionaries, regions —
 * in one place, so every screen shares one cache entry per read. The driver's details are seeded
 * by the guard and the login (through the session's stored login info, §3) and every fresh copy is
 * stored back there by the read itself: no screen copies them by hand.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { account } from '@/lib/contract/account/auth';
import { agreement, type AgreementType } from '@/lib/contract/me/agreement';
import { dict } from '@/lib/contract/common/dict';
import { invoicingAgreement } from '@/lib/contract/money/invoicing-agreement';
import { region } from '@/lib/contract/common/region';
import { http } from '@/lib/http/client';
import { endpointQuery } from '@/lib/query/endpoint-query';
import { useDictionaries } from '@/stores/dictionaries';
import { useSession } from '@/stores/session';

/** How a screen shows a failed read: `inline` (it words the error itself) or reported by the client. */
export type ReadErrors = 'report' | 'inline';

const callFor = (errors: ReadErrors) => (errors === 'inline' ? { ignoreErrors: true } : {});

export function userDetailQueryOptions(errors: ReadErrors = 'report') {
  const base = endpointQuery(account.getUserDetail, {});
  return queryOptions({
    ...base,
    queryFn: async ({ signal }) => {
      const user = await http.call(account.getUserDetail, {}, { ...callFor(errors), signal });
      useSession.getState().setLoginInfo(user);
      return user;
    },
    initialData: () => useSession.getState().loginInfo ?? undefined,
    // The stored copy is shown at once and refreshed on the first screen that reads it.
    initialDataUpdatedAt: 0,
  });
}

/** The driver's details: the stored login info at once, then fresh from the server. */
export function useUserDetail(errors: ReadErrors = 'report') {
  return useQuery(userDetailQueryOptions(errors));
}

/** Agreement text rarely changes within a visit: kept fresh for 10 minutes. */
export function agreementQueryOptions(type: AgreementType, errors: ReadErrors = 'report') {
  return queryOptions({
    ...endpointQuery(agreement.getAgreementInfoByType, { type }, callFor(errors)),
    staleTime: 10 * 60_000,
  });
}

/** An agreement; `null` waits (an unknown `?type=` is refused before anything is asked). */
export function useAgreement(type: AgreementType | null, errors: ReadErrors = 'report') {
  return useQuery({ ...agreementQueryOptions(type ?? 'user', errors), enabled: type !== null });
}

/** Dictionary items, through the dictionaries store's session-storage cache. */
export function dictionaryQueryOptions(dictKey: string) {
  return queryOptions({
    queryKey: endpointQuery(dict.getDictValue, { dictKey }).queryKey,
    queryFn: () => useDictionaries.getState().ensure(dictKey),
    staleTime: Infinity,
  });
}

/** One level of regions (`parentCode` absent: the provinces); regions never change in a visit. */
export function regionQueryOptions(parentCode?: string) {
  return queryOptions({
    ...endpointQuery(region.getRegion, parentCode ? { parentCode } : {}),
    staleTime: Infinity,
  });
}

/**
 * §7.3: the driver's unsigned invoicing agreements (`remindFlag` 0: every one); the Me banner and
 * /verifyAgree, which signs the one the banner's dialog showed.
 */
export const unsignedAgreementsQueryOptions = (driverId: string, errors: ReadErrors = 'report') =>
  endpointQuery(
    invoicingAgreement.listUnsignedByDriverId,
    { driverId, remindFlag: 0 },
    callFor(errors),
  );

/** Waits for the driver's id (`null` while the user detail is unknown). */
export function useUnsignedAgreements(driverId: string | null, errors: ReadErrors = 'report') {
  return useQuery({
    ...unsignedAgreementsQueryOptions(driverId ?? '', errors),
    enabled: driverId !== null,
  });
}
