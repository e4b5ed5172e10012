/** The driver's blacklist records, page by page, for the PagedList. */
import type { PageLoader } from '@/components/paged-list';
import { useEndpointPages } from '@/hooks/use-endpoint-pages';
import { blacklist, type BlacklistRecord } from '@/lib/contract/me/blacklist';

/** Each page read through the query cache, fresh on every request. */
export function useBlacklistPageLoader(): PageLoader<BlacklistRecord> {
  return useEndpointPages(blacklist.listPage, {});
}
