import { QueryClient } from '@tanstack/react-query';
import { isCancelled } from '@/lib/http/errors';

/**
 * One retry for reads (a flaky mobile network), none for writes (a repeated order or payment is
 * worse than an error), and no refetch when the WebView regains focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isCancelled(error) && failureCount < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
