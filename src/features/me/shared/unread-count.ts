/**
 * §7.1 findUnReadNum: the driver's unread notices — the badge of the messages entry on Me and the
 * summary of /i/message/mymessage share this one entry, so reading a notice lowers both.
 */
import { useQuery } from '@tanstack/react-query';
import { notice } from '@/lib/contract/me/messages';
import { endpointQuery } from '@/lib/query/endpoint-query';

export function unreadCountQueryOptions() {
  return endpointQuery(notice.findUnReadNum, {});
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
