import { useEffect } from 'react';
import { config } from '@/config';

/** The route's title, or the platform's driver-app title (§2.1) when it has none. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title && title.trim() !== '' ? title : config.defaultTitle;
  }, [title]);
}
