/**
 * §9 event 6001 (页面访问): one record per screen the driver opens — each change of path, not of
 * query (a query can carry a token or a code that analytics must not keep). The upload is the shell's
 * (tracking-upload.ts, eventRecord/saveBatch every 60 s).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { config } from '@/config';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { trackEvent } from '@/lib/tracking/track';

export function pageViewData(path: string, title: string | undefined): Record<string, unknown> {
  return { path, title: title && title.trim() !== '' ? title : config.defaultTitle };
}

export function usePageView(title: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    trackEvent(TRACKING_EVENTS.pageView, pageViewData(pathname, title));
    // The title belongs to the path: a new title alone is not a new visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
