/**
 * Opening an unread notice marks it read, once per notice shown: the server keeps the state, and
 * the unread count is read again (useMarkRead invalidates it).
 */
import { useEffect, useRef } from 'react';
import type { NotifyInfo } from '@/lib/contract/me/messages';
import { useMarkRead } from '../api/notices';

export function useMarkReadOnOpen(item: NotifyInfo | null | undefined): void {
  const { mutate } = useMarkRead();
  const marked = useRef<string | null>(null);
  const id = item?.readStatus === 0 ? item.id : null;
  useEffect(() => {
    if (id === null || marked.current === id) return;
    marked.current = id;
    mutate({ id });
  }, [id, mutate]);
}
