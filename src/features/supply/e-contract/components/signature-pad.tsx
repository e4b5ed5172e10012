import { useId, useImperativeHandle, type Ref } from 'react';
import { Button } from '@/components/form';
import { useSignaturePad } from '../hooks/use-signature-pad';
import { eContractMessages as t } from '../messages';
import styles from './e-contract.module.css';

export interface SignaturePadHandle {
  /** The signature as a PNG data URL within the size limit; null when empty or too large. */
  toDataUrl: () => string | null;
  /** A stroke has been drawn (a tap alone does not count). */
  inked: () => boolean;
}

export interface SignaturePadProps {
  /** Why the signature was refused (empty, too large), shown under the pad. */
  error: string | null;
  /** The driver started a stroke (the screen drops its message). */
  onStroke?: () => void;
  ref?: Ref<SignaturePadHandle>;
}

/** The hand-drawn signature: a canvas the driver writes on, and 重写 to start over. */
export function SignaturePad({ error, onStroke, ref }: SignaturePadProps) {
  const id = useId();
  const { attach, handlers, inked, clear, toDataUrl } = useSignaturePad(onStroke);
  useImperativeHandle(ref, () => ({ toDataUrl, inked: () => inked }), [toDataUrl, inked]);
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.titleRow}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {t.padLabel}
        </h2>
        <Button variant="text" onClick={clear} disabled={!inked}>
          {t.clear}
        </Button>
      </div>
      <canvas
        ref={attach}
        className={error ? `${styles.pad} ${styles.padInvalid}` : styles.pad}
        role="img"
        aria-label={t.padLabel}
        aria-describedby={`${id}-hint`}
        {...handlers}
      />
      <p
        id={`${id}-hint`}
        className={error ? styles.error : styles.hint}
        role={error ? 'alert' : undefined}
      >
        {error ?? t.padHint}
      </p>
    </section>
  );
}
