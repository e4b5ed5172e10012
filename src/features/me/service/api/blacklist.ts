/** The driver's blacklist records, page by page, for the PagedList. */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PageLoader } from '@/components/paged-list';
import { blacklist, type BlacklistRecord } from '@/lib/contract/me/blacklist';
import { endpointQuery } from '@/lib/query/endpoint-query';

function blacklistPageQueryOptions(pageIndex: number, pageSize: number) {
  // The list shows 查询出错 itself, so the client does not toast as well.
  return queryOptions({
    ...endpointQuery(blacklist.listPage, { pageIndex, pageSize }, { ignoreErrors: true }),
    staleTime: 0,
  });
}

export function useBlacklistPageLoader(): PageLoader<BlacklistRecord> {
  const client = useQueryClient();
  return useCallback(
    async ({ pageIndex, pageSize, signal }) => {
      const options = blacklistPageQueryOptions(pageIndex, pageSize);
      const cancel = () => void client.cancelQueries({ queryKey: options.queryKey });
      signal.addEventListener('abort', cancel, { once: true });
      try {
        return await client.fetchQuery(options);
      } finally {
        signal.removeEventListener('abort', cancel);
      }
    },
    [client],
  );
}
