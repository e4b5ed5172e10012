/**
 * A QR code drawn in the browser. The `qrcode` package is imported on first use, so it stays in
 * this screen's chunk and out of every other one.
 */
import { useEffect, useState } from 'react';
import styles from './qr-code.module.css';

const SIZE = 200;

type Drawn = { text: string; url: string } | { text: string; failed: true };

interface QrCodeProps {
  text: string;
  /** What the picture is, for screen readers. */
  label: string;
  failedText: string;
}

export function QrCode({ text, label, failedText }: QrCodeProps) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ toDataURL }) =>
        toDataURL(text, { width: SIZE, margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((url) => live && setDrawn({ text, url }))
      .catch(() => live && setDrawn({ text, failed: true }));
    return () => {
      live = false;
    };
  }, [text]);

  // A result for an older text is not shown while the new one is drawn.
  const current = drawn?.text === text ? drawn : null;
  if (current === null)
    return <div className={styles.box} role="img" aria-label={label} aria-busy="true" />;
  if ('failed' in current)
    return (
      <div className={`${styles.box} ${styles.failed}`} role="alert">
        {failedText}
      </div>
    );
  return <img className={styles.box} src={current.url} alt={label} width={SIZE} height={SIZE} />;
}
