/**
 * The scanner (/home/qrcode, §2.1): the scan starts as the screen opens (the scan tab has already
 * made sure of the camera permission). A code that names a screen of this app opens it in place;
 * another web link can be opened in the browser; any other text can be copied.
 */
import { Button } from 'antd-mobile';
import { PictureOutline, RedoOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showCameraDeniedDialog } from '@/components/camera-permission-dialogs';
import { showToast } from '@/components/feedback';
import { bridge } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import type { ImageSource } from '@/lib/bridge/protocol';
import { qrcodeMessages as m } from '../qr/messages';
import { classifyScan } from '../qr/scan-result';
import { useIsAppRoute } from '@/hooks/use-app-routes';
import styles from './qrcode-screen.module.css';

const TOAST_MS = 2000;

type ScanState =
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

function useScanner() {
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

async function openLink(url: string) {
  try {
    await bridge.call('openBrowser', { url });
  } catch (err) {
    if (isBridgeError(err) && err.code !== 'cancelled') showToast(err.message, TOAST_MS);
  }
}

async function copy(text: string) {
  try {
    await bridge.call('copyText', { text });
    showToast(m.copied, TOAST_MS, 'success');
  } catch {
    showToast(m.copyFailed, TOAST_MS);
  }
}

function Result({ state }: { state: ScanState }) {
  if (state.status === 'url') {
    return (
      <section className={styles.result} aria-labelledby="qr-result-title">
        <h2 id="qr-result-title" className={styles.resultTitle}>
          {m.linkTitle}
        </h2>
        <p className={styles.resultText}>{state.url}</p>
        <Button block color="primary" size="large" onClick={() => void openLink(state.url)}>
          {m.openLink}
        </Button>
      </section>
    );
  }
  if (state.status === 'text') {
    return (
      <section className={styles.result} aria-labelledby="qr-result-title">
        <h2 id="qr-result-title" className={styles.resultTitle}>
          {m.resultTitle}
        </h2>
        <p className={styles.resultText}>{state.text}</p>
        <Button block color="primary" size="large" onClick={() => void copy(state.text)}>
          {m.copy}
        </Button>
      </section>
    );
  }
  return null;
}

function statusText(state: ScanState): string | null {
  switch (state.status) {
    case 'scanning':
      return state.source === 'camera' ? m.hint : m.albumHint;
    case 'cancelled':
      return m.cancelled;
    case 'error':
      return state.message;
    default:
      return null;
  }
}

export function QrcodeScreen() {
  const { state, scan } = useScanner();
  const scanning = state.status === 'scanning';
  const status = statusText(state);

  return (
    <div className={styles.page}>
      <h1 className={styles.visuallyHidden}>{m.heading}</h1>
      {state.status === 'url' || state.status === 'text' ? (
        <Result state={state} />
      ) : (
        <>
          <div
            className={`${styles.viewfinder} ${scanning ? styles.scanning : ''}`}
            aria-hidden="true"
          >
            <span className={styles.laser} />
          </div>
          <p
            className={state.status === 'error' ? styles.error : styles.hint}
            role={state.status === 'error' ? 'alert' : 'status'}
          >
            {status}
          </p>
        </>
      )}
      <div className={styles.actions}>
        <Button block size="large" fill="outline" onClick={() => void scan('album')}>
          <PictureOutline aria-hidden="true" className={styles.buttonIcon} />
          {m.album}
        </Button>
        <Button block size="large" fill="outline" onClick={() => void scan('camera')}>
          <RedoOutline aria-hidden="true" className={styles.buttonIcon} />
          {m.rescan}
        </Button>
      </div>
    </div>
  );
}

export default QrcodeScreen;
