import { Button } from '@/components/form';
import { SafeHtml } from '@/components/safe-html';
import { authLabels } from '../messages';
import { errorMessage } from '../notify';
import styles from './agreement-box.module.css';

interface AgreementBoxProps {
  /** The agreement once loaded. */
  agreement: { title: string; content: string } | undefined;
  /** The failed load, shown in place of the text with a retry. */
  error: unknown;
  onRetry: () => void;
}

/** An agreement to read before signing: a scrollable box, a placeholder while it loads. */
export function AgreementBox({ agreement, error, onRetry }: AgreementBoxProps) {
  let content;
  if (error) {
    content = (
      <div className={styles.loadError}>
        <span>{errorMessage(error)}</span>
        <Button variant="text" onClick={onRetry}>
          {authLabels.retry}
        </Button>
      </div>
    );
  } else if (agreement) {
    content = (
      <div
        className={styles.body}
        // A scrollable region must be reachable by keyboard to be read (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={agreement.title}
      >
        <SafeHtml html={agreement.content} />
      </div>
    );
  } else {
    content = (
      <div className={styles.placeholder} aria-label={authLabels.loading} role="status">
        <span />
        <span />
        <span />
        <span />
      </div>
    );
  }
  return (
    <section className={styles.agreement}>
      {agreement ? <h2 className={styles.title}>{agreement.title}</h2> : null}
      {content}
    </section>
  );
}
