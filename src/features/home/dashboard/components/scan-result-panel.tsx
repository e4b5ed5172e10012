import { Button } from 'antd-mobile';
import { qrcodeMessages as m } from '../qr/messages';
import { copy, openLink } from '../qr/scan-actions';
import type { ScanState } from '../hooks/use-scanner';
import styles from '../screens/qrcode-screen.module.css';

/** A scanned web link (open it) or text (copy it). */
export function ScanResultPanel({ state }: { state: ScanState }) {
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
