/** Several reads shown as one failure: the first one's error, and a retry that re-reads them all. */
import type { FailedRead } from '@/components/load-state';

export function failedReadOf(broken: readonly FailedRead[]): FailedRead | null {
  if (broken.length === 0) return null;
  return {
    error: broken[0]!.error,
    isFetching: broken.some((r) => r.isFetching),
    refetch: () => broken.forEach((r) => void r.refetch()),
  };
}
