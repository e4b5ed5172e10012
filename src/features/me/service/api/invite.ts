/** The driver's invitation code (contract invite.ts). */
import { useQuery } from '@tanstack/react-query';
import { invite } from '@/lib/contract/me/invite';
import { endpointQuery } from '@/lib/query/endpoint-query';

/** Shown inline (error with retry), so the client does not toast. Only asked when logged in. */
export function useMyInviteCode(enabled: boolean) {
  return useQuery({
    ...endpointQuery(invite.getMyInviteCode, {}, { ignoreErrors: true }),
    // A driver's code never changes.
    staleTime: Infinity,
    enabled,
  });
}
