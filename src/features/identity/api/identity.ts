/** Server reads and writes of the identity area (§7.1 identity and face calls, project save calls). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { account } from '@/lib/contract/account';
import { certification } from '@/lib/contract/certification';
import { identity } from '@/lib/contract/identity';
import { endpointKey, endpointMutation, endpointQuery } from '@/lib/query/endpoint-query';
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

/** After a status change every copy of the driver (badge on home and Me, detail) reads again. */
async function refreshIdentity(client: ReturnType<typeof useQueryClient>): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: endpointKey(identity.getIdentityInfoByUserId) }),
    client.invalidateQueries({ queryKey: endpointKey(identity.getStatusByUserId) }),
    client.invalidateQueries({ queryKey: endpointKey(account.getUserDetail) }),
  ]);
}

/** Saves the ID card: the record goes to 0 (pending review). A failure is reported by the client. */
export function useSaveIdentity() {
  const client = useQueryClient();
  return useMutation({
    ...endpointMutation(identity.save),
    onSuccess: () => refreshIdentity(client),
  });
}

/** Files the captain application; the session remembers the captain role (§3 isCaptain). */
export function useApplyCaptain() {
  const client = useQueryClient();
  return useMutation({
    ...endpointMutation(certification.applyCaptain),
    onSuccess: async () => {
      useSession.getState().setIsCaptain(true);
      await client.invalidateQueries({ queryKey: endpointKey(account.getUserDetail) });
    },
  });
}
