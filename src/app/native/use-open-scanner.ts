import { useCallback, useRef } from 'react';
import { showToast } from '@/components/feedback';
import { lazyWithRetry } from '../routing/lazy-with-retry';
import { appMessages } from '../messages';
import { useSafeNavigate } from '../routing/use-safe-navigate';
import { paths } from '@/lib/routing/paths';

/**
 * The scan tab (§2.1): the scanner opens once the camera permission is granted (asked with the
 * explanatory dialog first, §4). Taps while the permission dialogs are open are ignored.
 */
export function useOpenScanner(): () => void {
  const navigate = useSafeNavigate();
  const busy = useRef(false);
  return useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    lazyWithRetry(() => import('@/components/camera-permission-dialogs'))
      .then(({ ensureCameraPermission }) => ensureCameraPermission())
      .then((granted) => {
        if (granted) navigate(paths.qrcode.to());
      })
      .catch(() => showToast(appMessages.chunkLoadFailed))
      .finally(() => {
        busy.current = false;
      });
  }, [navigate]);
}
