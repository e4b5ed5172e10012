import { RightOutline } from 'antd-mobile-icons';
import {
  CertificationStatus,
  certificationLabel,
  toCertificationStatus,
} from '@/lib/domain/certification';
import styles from './certification-badge.module.css';
import { certificationBadgeMessages as messages } from './messages';

export interface CertificationBadgeProps {
  /** certificationStatus as the server sends it (number or numeric string); unknown counts as 999. */
  status: unknown;
  /** §4: with no record (999) the badge leads to role selection. */
  onCertify: () => void;
  /**
   * §4: in every other state the badge leads to /i/auth/detail. Without it those states are plain
   * text, for screens where the detail is not reachable.
   */
  onOpenDetail?: () => void;
  className?: string;
}

const TONES: Record<CertificationStatus, string | undefined> = {
  [CertificationStatus.Pending]: styles.pending,
  [CertificationStatus.Certified]: styles.certified,
  [CertificationStatus.Failed]: styles.failed,
  [CertificationStatus.TemporaryReview]: styles.pending,
  [CertificationStatus.NotCertified]: styles.none,
};

/** §4: the real-name badge: 待审核 (0), 已认证 (1), 认证失败 (2), 临时审核 (3), 未认证 (999). */
export function CertificationBadge({
  status,
  onCertify,
  onOpenDetail,
  className,
}: CertificationBadgeProps) {
  const value = toCertificationStatus(status);
  const label = certificationLabel(value);
  const classes = [styles.badge, TONES[value], className].filter(Boolean).join(' ');
  const none = value === CertificationStatus.NotCertified;
  const onPress = none ? onCertify : onOpenDetail;
  if (onPress) {
    const action = none ? messages.goCertify : messages.viewDetail;
    return (
      <button
        type="button"
        className={`${classes} ${styles.action}`}
        aria-label={`${messages.certification}：${label}，${action}`}
        data-status={value}
        onClick={onPress}
      >
        <span>{label}</span>
        <span className={styles.go}>
          {none ? messages.goCertify : null}
          <RightOutline aria-hidden="true" />
        </span>
      </button>
    );
  }
  return (
    <span className={classes} data-status={value}>
      <span className="sr-only">{messages.certification}：</span>
      {label}
    </span>
  );
}
