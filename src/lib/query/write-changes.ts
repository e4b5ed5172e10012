/**
 * Every write names the reads it makes stale (`changes` of its contract endpoint); this is where
 * the query cache hears of them. The HTTP client announces each write that was done, or may have
 * been (its answer lost), and every cached read it changed is invalidated: what is on screen now
 * (a keep-alive screen underneath included) is read again at once, the rest when next shown.
 */
import type { QueryClient } from '@tanstack/react-query';
import { setHttpHooks } from '@/lib/http/hooks';
import { invalidateChanges } from './endpoint-query';

/** Points the HTTP client's write announcements at this cache (the app's, or a story's). */
export function connectWrites(client: QueryClient): void {
  setHttpHooks({ written: (ep, refetch) => void invalidateChanges(client, ep, refetch) });
}
