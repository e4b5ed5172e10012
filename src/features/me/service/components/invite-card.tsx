/** The invitation: its QR code (the link to /share-code?code=…) and the code as text. */
import type { ReactNode } from 'react';
import { inviteLink } from '../invite-link';
import { serviceMessages as m } from '../messages';
import { QrCode } from './qr-code';
import styles from './invite-card.module.css';

interface InviteCardProps {
  title: string;
  hint: string;
  code: string;
  footnote?: string;
  children: ReactNode;
}

export function InviteCard({ title, hint, code, footnote, children }: InviteCardProps) {
  return (
    <section className={styles.page} aria-labelledby="invite-title">
      <div className={styles.card}>
        <h1 id="invite-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.hint}>{hint}</p>
        <QrCode text={inviteLink(code)} label={m.qrLabel(code)} failedText={m.qrFailed} />
        <p className={styles.codeLabel}>{m.codeLabel}</p>
        <p className={styles.code} aria-label={`${m.codeLabel} ${code}`} data-number>
          {code}
        </p>
        {footnote ? <p className={styles.hint}>{footnote}</p> : null}
      </div>
      <div className={styles.actions}>{children}</div>
    </section>
  );
}
