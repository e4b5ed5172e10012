import { RightOutline } from 'antd-mobile-icons';
import {
  CertificationStatus,
  certificationLabel,
  toCertificationStatus,
} from '@/lib/domain/certification';
import { homeMessages } from '../messages';
import styles from './certification-badge.module.css';

export interface CertificationBadgeProps {
  status: unknown;
  /** Opens role selection; only offered while there is no certification record (999). */
  onCertify: () => void;
}

/**
 * §4: the real-name badge. With no record it leads to role selection; other states would lead to
 * /i/auth/detail, which arrives with the Me area, so until then they are shown as plain text.
 */
export function CertificationBadge({ status, onCertify }: CertificationBadgeProps) {
  const value = toCertificationStatus(status);
  const label = certificationLabel(value);
  const tone =
    value === CertificationStatus.Certified
      ? styles.certified
      : value === CertificationStatus.NotCertified
        ? styles.none
        : styles.other;
  if (value === CertificationStatus.NotCertified) {
    return (
      <button
        type="button"
        className={`${styles.badge} ${styles.action} ${tone}`}
        aria-label={`${homeMessages.certification}：${label}，${homeMessages.goCertify}`}
        onClick={onCertify}
      >
        <span>{label}</span>
        <span className={styles.go}>
          {homeMessages.goCertify}
          <RightOutline aria-hidden="true" />
        </span>
      </button>
    );
  }
  return (
    <span className={`${styles.badge} ${tone}`}>
      <span className={styles.srOnly}>{homeMessages.certification}：</span>
      {label}
    </span>
  );
}
