/**
 * §9 event 6001 (页面访问): one record per screen the driver opens — each change of path, not of
 * query (a query can carry a token or a code that analytics must not keep). The upload is the shell's
 * (tracking-upload.ts, eventRecord/saveBatch every 60 s), so a record can wait for the page's idle
 * time (lib/scheduling whenIdle): the first screen paints without the event catalogue.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { config } from '@/config';
import { whenIdle } from '@/lib/scheduling/when-idle';
import { trackByKey } from '@/lib/tracking/track-by-key';

export function pageViewData(path: string, title: string | undefined): Record<string, unknown> {
  return { path, title: title && title.trim() !== '' ? title : config.defaultTitle };
}

export function usePageView(title: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const data = pageViewData(pathname, title);
    // Not cancelled by the next path: each screen opened is a visit, however briefly.
    whenIdle(() => trackByKey('pageView', data));
    // The title belongs to the path: a new title alone is not a new visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
