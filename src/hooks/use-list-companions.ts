/**
 * A list screen often shows, beside the list, what a separate read says about it: the waybill
 * tabs' counts, the unread count, a month's totals, the balance. Those belong to the list: when
 * the list reads its first page again (first load, 重试 after 查询出错, a pull) they are read
 * again too, so a failed load followed by a retry never leaves the tabs without their counts. A
 * read already on its way is joined, not repeated; a read that fails keeps what it showed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PageLoader } from '@/components/paged-list';
import type { AnyEndpoint } from '@/lib/contract/endpoint';
import { endpointKey } from '@/lib/query/endpoint-query';

export function useListCompanions<T>(
  load: PageLoader<T>,
  companions: readonly AnyEndpoint[],
): PageLoader<T> {
  const client = useQueryClient();
  return useCallback(
    (request) => {
      if (request.pageIndex === 1) {
        for (const read of companions)
          void client.refetchQueries(
            { queryKey: endpointKey(read), type: 'active' },
            { cancelRefetch: false },
          );
      }
      return load(request);
    },
    // `companions` is a module constant at every call site; the loader changes with `load`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, load],
  );
}
