import { QueryClient } from '@tanstack/react-query';
import { isCancelled } from '@/lib/http/errors';
import { connectWrites } from '@/lib/query/write-changes';

/**
 * One retry for reads (a flaky mobile network), none for writes (a repeated order or payment is
 * worse than an error), and no refetch when the WebView regains focus. Every write's `changes` are
 * invalidated in this cache (lib/query/write-changes).
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isCancelled(error) && failureCount < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
  connectWrites(client);
  return client;
}
