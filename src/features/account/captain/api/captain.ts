/** The captain screen's server calls (userDriverExpand/*, enterprisePersonnelInfo/checkUser, §7.1). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { captain, type CarCaptain } from '@/lib/contract/account/captain';
import { endpointKey, endpointMutation, endpointQuery } from '@/lib/query/endpoint-query';

/** The bound captain; the screen shows a failed read inline with a retry. */
export function boundCaptainQueryOptions() {
  return endpointQuery(captain.getCarCaptain, {}, { ignoreErrors: true });
}

/** `enabled` false for a captain, who has no captain of their own to read. */
export function useBoundCaptain(enabled = true) {
  return useQuery({ ...boundCaptainQueryOptions(), enabled });
}

/** Whether the driver works for an enterprise (null waits for the driver's phone). */
export function useEnterpriseCheck(mobile: string | null) {
  return useQuery({
    ...endpointQuery(captain.checkUser, { mobile: mobile ?? '' }),
    enabled: mobile !== null,
    staleTime: 5 * 60_000,
  });
}

/** A search result: the captain, and whether they passed real-name certification (can be bound). */
export interface CaptainLookup {
  mobile: string;
  captain: CarCaptain | null;
  bindable: boolean;
}

/**
 * Finds a captain by mobile: getCarCaptainByMobile says who it is, getCarCaptainByMobilePass
 * whether they are certified (it answers only certified captains), so an uncertified one can be
 * shown and refused.
 */
export function useCaptainLookup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(captain.getCarCaptainByMobile),
    mutationFn: async (mobile: string): Promise<CaptainLookup> => {
      // Always asked afresh: a captain may have been certified since the last search.
      const found = await queryClient.fetchQuery({
        ...endpointQuery(captain.getCarCaptainByMobile, { mobile }),
        staleTime: 0,
      });
      if (!found) return { mobile, captain: null, bindable: false };
      const passed = await queryClient.fetchQuery({
        ...endpointQuery(captain.getCarCaptainByMobilePass, { mobile }),
        staleTime: 0,
      });
      return { mobile, captain: found, bindable: passed !== null };
    },
  });
}

// The bound captain is read again by the endpoints' own `changes`.
export function useBindCaptain() {
  return useMutation(endpointMutation(captain.addCarCaptainForApp));
}

export function useUnbindCaptain() {
  return useMutation(endpointMutation(captain.deleteCarCaptain));
}
