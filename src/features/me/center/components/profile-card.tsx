/**
 * The top of the Me tab (§2.3): avatar, name (or masked phone), the real-name badge (§4: detail, or
 * role selection with no record), the messages bell with its unread badge and the settings icon.
 */
import { SetOutline } from 'antd-mobile-icons';
import { Link, useNavigate } from 'react-router-dom';
import { CertificationBadge } from '@/components/certification-badge';
import type { UserDetail } from '@/lib/contract/account/auth';
import { maskMobile } from '@/lib/domain/mobile';
import { paths } from '@/lib/routing/paths';
import { meMessages } from '../messages';
import { AvatarPicker } from './avatar-picker';
import { MessagesEntry, MessagesEntryFrame } from './messages-entry';
import styles from './profile-card.module.css';

function displayName(user: Pick<UserDetail, 'realName' | 'name' | 'phone'>): string {
  return user.realName?.trim() || user.name?.trim() || maskMobile(user.phone);
}

/** The band before the driver's details are known (the shell in index.html paints this). */
export function ProfileCardFrame() {
  return (
    <section className={styles.hero} aria-label={meMessages.loading}>
      <Link className={styles.settings} to={paths.setup.to()} aria-label={meMessages.settings}>
        <SetOutline aria-hidden="true" />
      </Link>
      <MessagesEntryFrame />
      <div className={`${styles.card} ${styles.frame}`} />
    </section>
  );
}

export function ProfileCard({ user }: { user: UserDetail }) {
  const navigate = useNavigate();
  return (
    <section className={styles.hero} aria-labelledby="me-driver-name">
      <Link className={styles.settings} to={paths.setup.to()} aria-label={meMessages.settings}>
        <SetOutline aria-hidden="true" />
      </Link>
      <MessagesEntry />
      <div className={styles.card}>
        <AvatarPicker avatar={user.avatar} />
        <div className={styles.who}>
          <h1 id="me-driver-name" className={styles.name}>
            {displayName(user)}
          </h1>
          <CertificationBadge
            status={user.certificationStatus}
            onCertify={() => void navigate(paths.selectRole.to())}
            onOpenDetail={() => void navigate(paths.authDetail.to())}
          />
        </div>
      </div>
    </section>
  );
}
