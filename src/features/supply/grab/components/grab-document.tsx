import { useId } from 'react';
import { SafeHtml } from '@/components/safe-html';
import type { HtmlDocument } from '@/lib/contract/supply/market';
import styles from './grab.module.css';

/** The server's documents usually open with their own title heading; then it is not said twice. */
const OPENS_WITH_HEADING = /^\s*<h[1-6][\s>]/i;

/** One agreement from the server: its title and its HTML, sanitized. */
export function GrabDocument({ document }: { document: HtmlDocument }) {
  const titleId = useId();
  if (OPENS_WITH_HEADING.test(document.html))
    return (
      <section className={styles.card}>
        <SafeHtml html={document.html} label={document.title} className={styles.document} />
      </section>
    );
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {document.title}
      </h2>
      <SafeHtml html={document.html} headingBase={3} className={styles.document} />
    </section>
  );
}
