/**
 * The scanner (/home/qrcode, §2.1): the scan starts as the screen opens (the scan tab has already
 * made sure of the camera permission). A code that names a screen of this app opens it in place;
 * another web link can be opened in the browser; any other text can be copied.
 */
import { Button } from 'antd-mobile';
import { PictureOutline, RedoOutline } from 'antd-mobile-icons';
import { ScanResultPanel } from '../components/scan-result-panel';
import { type ScanState, useScanner } from '../hooks/use-scanner';
import { qrcodeMessages as m } from '../qr/messages';
import styles from './qrcode-screen.module.css';

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
      <h1 className="sr-only">{m.heading}</h1>
      {state.status === 'url' || state.status === 'text' ? (
        <ScanResultPanel state={state} />
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
