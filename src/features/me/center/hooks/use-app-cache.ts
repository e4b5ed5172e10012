/**
 * The cache row of Me and settings: its size in KB, and clearing it after a confirm (§8: toast
 * 清除成功, the size is counted again; the driver stays logged in).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showConfirm, showToast } from '@/components/feedback';
import { clearAppCache, measureAppCache } from '../app-cache';
import { kilobytes, meMessages } from '../messages';

const CACHE_SIZE_KEY = ['me', 'app-cache-size'] as const;

export function useAppCache() {
  const client = useQueryClient();
  // Counted again on every visit: other screens fill the cache meanwhile.
  const size = useQuery({ queryKey: CACHE_SIZE_KEY, queryFn: measureAppCache, staleTime: 0 });
  const clear = useMutation({
    mutationKey: [...CACHE_SIZE_KEY, 'clear'],
    mutationFn: clearAppCache,
    onSuccess: async () => {
      showToast(meMessages.cleared);
      await client.invalidateQueries({ queryKey: CACHE_SIZE_KEY });
    },
  });

  const confirmClear = async () => {
    if (clear.isPending) return;
    const ok = await showConfirm({
      content: meMessages.clearCacheConfirm,
      confirmText: meMessages.confirm,
      cancelText: meMessages.cancel,
      ...{ 'aria-label': meMessages.clearCache },
    });
    if (ok) await clear.mutateAsync();
  };

  return {
    /** e.g. `3.52KB`; empty while counting. */
    sizeText: size.data === undefined ? '' : kilobytes(size.data),
    confirmClear,
  };
}
