import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { maskIdNumber } from '@/lib/domain/mask';
import { domainMessages } from '@/lib/domain/messages';
import { maskMobile } from '@/lib/domain/mobile';
import styles from './masked-text.module.css';
import { maskedTextMessages as messages } from './messages';

export type MaskedTextKind = 'phone' | 'idNumber';

export interface MaskedTextProps {
  /** phone: 3 digits, ****, last 4. idNumber: first 4, stars, last 4. */
  kind: MaskedTextKind;
  value: string | null | undefined;
  /** Offers an eye button that shows the full value until tapped again. Default false. */
  revealable?: boolean;
  /** Text when there is no value; default 未实名认证 for an ID number, 未绑定手机号 for a phone. */
  emptyText?: string;
  className?: string;
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** §5: phone and ID numbers are shown masked; an absent ID number reads 未实名认证. */
export function MaskedText({
  kind,
  value,
  revealable = false,
  emptyText,
  className,
}: MaskedTextProps) {
  const [revealed, setRevealed] = useState(false);
  const classes = [styles.masked, className].filter(Boolean).join(' ');

  if (!present(value)) {
    const fallback =
      emptyText ?? (kind === 'idNumber' ? domainMessages.notRealNameCertified : messages.noPhone);
    return <span className={`${classes} ${styles.empty}`}>{fallback}</span>;
  }

  const masked = kind === 'phone' ? maskMobile(value.trim()) : maskIdNumber(value);
  const text = revealed ? value.trim() : masked;
  if (!revealable) return <span className={classes}>{text}</span>;
  return (
    <span className={classes}>
      <span className={styles.text}>{text}</span>
      <button
        type="button"
        className={styles.toggle}
        aria-label={revealed ? messages.hide : messages.show}
        aria-pressed={revealed}
        onClick={() => setRevealed((r) => !r)}
      >
        {revealed ? <EyeOutline aria-hidden="true" /> : <EyeInvisibleOutline aria-hidden="true" />}
      </button>
    </span>
  );
}
