import { useUserDetail } from '@/hooks/shared-reads';
import { useIdentityInfo, useThirtyDayAmount } from '../api/homepage';

/**
 * The homepage's three reads as one look: pending until all answered, failed when any failed
 * (with the first message), and one retry that asks again only what failed.
 */
export function useHomepage() {
  const user = useUserDetail('inline');
  const userId = user.data?.appUserId ?? null;
  const identity = useIdentityInfo(userId);
  const figures = useThirtyDayAmount();
  const reads = [user, identity, figures];
  const failed = reads.filter((r) => r.isError);

  if (failed.length > 0) {
    return {
      status: 'error' as const,
      message: failed[0]!.error?.message ?? '',
      retrying: reads.some((r) => r.isFetching),
      retry: () => failed.forEach((r) => void r.refetch()),
    };
  }
  if (!user.data || !identity.data || !figures.data) return { status: 'pending' as const };
  return {
    status: 'loaded' as const,
    user: user.data,
    identity: identity.data,
    figures: figures.data,
  };
}
