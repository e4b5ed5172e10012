/**
 * The kit's PagedList loader for a paged endpoint: each page is a fresh read through the query
 * cache (key `[path, payload]`), cancelled when the list drops it. The list shows a failure inline
 * (查询出错 with retry), so the client does not report it as well; `onError` sees it first (a
 * screen that shows the server's refusal in its words, e.g. a keyword too long).
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PageLoader } from '@/components/paged-list';
import type { Endpoint } from '@/lib/contract/endpoint';
import type { PageQuery, ServerPage } from '@/lib/contract/envelope';
import { endpointQuery } from '@/lib/query/endpoint-query';

/** The filter without its unset fields: the payload (and the key) name only what is asked. */
function defined<F extends object>(filter: F): Partial<F> {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<F>;
}

export function useEndpointPages<Q extends PageQuery, T>(
  ep: Endpoint<Q, ServerPage<T>>,
  filter: Omit<Q, keyof PageQuery>,
  onError?: (err: unknown) => void,
): PageLoader<T> {
  const client = useQueryClient();
  // The loader changes (and the list reloads) only when what is asked changes.
  const asked = JSON.stringify(defined(filter));
  return useCallback(
    async ({ pageIndex, pageSize, signal }) => {
      const payload = { ...(JSON.parse(asked) as object), pageIndex, pageSize } as Q;
      const options = queryOptions({
        ...endpointQuery(ep, payload, { ignoreErrors: true }),
        staleTime: 0,
      });
      const cancel = () => void client.cancelQueries({ queryKey: options.queryKey });
      signal.addEventListener('abort', cancel, { once: true });
      try {
        return await client.fetchQuery(options);
      } catch (err) {
        onError?.(err);
        throw err;
      } finally {
        signal.removeEventListener('abort', cancel);
      }
    },
    [client, ep, asked, onError],
  );
}
