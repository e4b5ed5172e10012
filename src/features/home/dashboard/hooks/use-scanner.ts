/**
 * The scanner's state machine (/home/qrcode): one scan at a time through the bridge; the newest scan
 * owns the outcome, and nothing happens once the screen is left. A code naming a screen of this app
 * opens it in place; a web link or text becomes a result the screen shows.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showCameraDeniedDialog } from '@/components/camera-permission-dialogs';
import { useIsAppRoute } from '@/hooks/use-app-routes';
import { bridge } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import type { ImageSource } from '@/lib/bridge/protocol';
import { qrcodeMessages as m } from '../qr/messages';
import { classifyScan } from '../qr/scan-result';

export type ScanState =
  | { status: 'scanning'; source: ImageSource }
  | { status: 'url'; url: string }
  | { status: 'text'; text: string }
  | { status: 'cancelled' }
  | { status: 'error'; message: string };

function failure(err: unknown, source: ImageSource): ScanState {
  if (!isBridgeError(err)) return { status: 'error', message: m.failed };
  if (err.code === 'cancelled') return { status: 'cancelled' };
  // The album needs no camera: 温馨提示 would point the driver at the wrong permission.
  if (err.code === 'denied' && source === 'camera') void showCameraDeniedDialog();
  return { status: 'error', message: err.message };
}

export function useScanner() {
  const navigate = useNavigate();
  const isAppRoute = useIsAppRoute();
  const [state, setState] = useState<ScanState>({ status: 'scanning', source: 'camera' });
  const attempt = useRef(0);
  const mounted = useRef(false);

  const scan = useCallback(
    async (source: ImageSource) => {
      attempt.current += 1;
      const id = attempt.current;
      setState({ status: 'scanning', source });
      let next: ScanState;
      try {
        const { text } = await bridge.call('scanQr', { source });
        const outcome = classifyScan(String(text ?? ''), window.location.origin, isAppRoute);
        if (outcome.kind === 'route') {
          if (mounted.current && id === attempt.current)
            void navigate(outcome.to, { replace: true });
          return;
        }
        next =
          outcome.kind === 'url'
            ? { status: 'url', url: outcome.url }
            : outcome.kind === 'text'
              ? { status: 'text', text: outcome.text }
              : { status: 'error', message: m.empty };
      } catch (err) {
        next = failure(err, source);
      }
      // A newer scan, or a screen already left, owns the outcome now.
      if (mounted.current && id === attempt.current) setState(next);
    },
    [navigate, isAppRoute],
  );

  useEffect(() => {
    mounted.current = true;
    // Once per visit, even when StrictMode runs this effect twice.
    if (attempt.current === 0) void scan('camera');
    return () => {
      mounted.current = false;
    };
  }, [scan]);

  return { state, scan };
}
