/** Server reads and writes of the identity area (§7.1 identity and face calls, project save calls). */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { certification } from '@/lib/contract/account/certification';
import { identity } from '@/lib/contract/account/identity';
import { endpointMutation, endpointQuery } from '@/lib/query/endpoint-query';
import { useSession } from '@/stores/session';

/** §3 identity and certificate info of the logged-in driver; the detail screen shows a failure inline. */
export function identityInfoQueryOptions(userId: string) {
  return queryOptions(
    endpointQuery(identity.getIdentityInfoByUserId, { userId }, { ignoreErrors: true }),
  );
}

export function useIdentityInfo() {
  const userId = useSession((s) => s.loginInfo?.appUserId ?? '');
  return useQuery(identityInfoQueryOptions(userId));
}

/** Saves the ID card: the record goes to 0 (pending review). A failure is reported by the client. */
export function useSaveIdentity() {
  return useMutation(endpointMutation(identity.save));
}

/** Files the captain application; the session remembers the captain role (§3 isCaptain). */
export function useApplyCaptain() {
  return useMutation({
    ...endpointMutation(certification.applyCaptain),
    onSuccess: () => useSession.getState().setIsCaptain(true),
  });
}
