import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';
import styles from './safe-html.module.css';

export interface SafeHtmlProps {
  /** Untrusted HTML from the server. */
  html: string;
  className?: string;
  /** Accessible name of the region, e.g. the agreement title. */
  label?: string;
  /** Level the content's top heading becomes; 2 under a page's h1. */
  headingBase?: number;
}

/** Renders server HTML after sanitizing it, in readable mobile typography. */
export function SafeHtml({ html, className, label, headingBase = 2 }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, { headingBase }), [html, headingBase]);
  return (
    <div
      className={className ? `${styles.content} ${className}` : styles.content}
      aria-label={label}
      role={label ? 'region' : undefined}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
