export { CertificationBadge, type CertificationBadgeProps } from './certification-badge';
