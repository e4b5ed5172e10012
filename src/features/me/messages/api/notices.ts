/** The driver's notices: unread count, pages, one by title, and marking one read (§7.1). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageLoader } from '@/components/paged-list';
import { useEndpointPages } from '@/hooks/use-endpoint-pages';
import { notice, type NotifyInfo } from '@/lib/contract/me/messages';
import { endpointKey, endpointMutation, endpointQuery } from '@/lib/query/endpoint-query';

/** The PagedList loader: each page read through the query cache, fresh on every request. */
export function useNoticePageLoader(): PageLoader<NotifyInfo> {
  return useEndpointPages(notice.getNotifyInfoByTitle, {});
}

/**
 * The notice behind a detail link: read by its title (the spec's call), then picked by id among
 * notices that share the title; the newest of them when no id is given.
 */
export function noticeByTitleQueryOptions(title: string, id: string | undefined) {
  const base = endpointQuery(
    notice.getNotifyInfoByTitle,
    { title, pageIndex: 1, pageSize: 20 },
    { ignoreErrors: true },
  );
  return queryOptions({
    ...base,
    select: (page): NotifyInfo | null =>
      (id === undefined ? page.rows[0] : page.rows.find((n) => n.id === id)) ?? null,
  });
}

/** An empty title asks nothing: a link without one shows 该消息不存在 at once. */
export function useNoticeByTitle(title: string, id: string | undefined) {
  return useQuery({ ...noticeByTitleQueryOptions(title, id), enabled: title !== '' });
}

/** Marks a notice read; the unread count and every notice page are read again afterwards. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    // Marking read happens by itself on opening: a failure costs nothing but the dot, so no toast.
    ...endpointMutation(notice.markRead, { ignoreErrors: true }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: endpointKey(notice.findUnReadNum) }),
        client.invalidateQueries({
          queryKey: endpointKey(notice.getNotifyInfoByTitle),
          refetchType: 'none',
        }),
      ]),
  });
}
