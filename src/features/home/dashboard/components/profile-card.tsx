import { useNavigate } from 'react-router-dom';
import { UserOutline } from 'antd-mobile-icons';
import { CertificationBadge } from '@/components/certification-badge';
import { useUserDetail } from '@/hooks/shared-reads';
import type { UserDetail } from '@/lib/contract/account/auth';
import { maskMobile } from '@/lib/domain/mobile';
import { paths } from '@/lib/routing/paths';
import { homeMessages } from '../messages';
import styles from './home.module.css';

function displayName(user: Pick<UserDetail, 'realName' | 'name' | 'phone'>): string {
  return user.realName?.trim() || user.name?.trim() || maskMobile(user.phone);
}

export function ProfileCard() {
  const navigate = useNavigate();
  // Seeded at login (or by the guard) from the stored login info, so it shows at once while a fresh
  // copy loads; a failed refresh is reported by the HTTP client over the stored details.
  const { data: user } = useUserDetail();
  // Only the shell index.html shows before the app (scripts/prerender.mjs) has no driver: the card's
  // place is kept, so nothing below moves when the driver's card replaces it.
  if (!user) return <div className={styles.card} aria-hidden="true" />;

  const name = displayName(user);
  const showPhone = name !== maskMobile(user.phone);
  return (
    <section className={styles.card} aria-labelledby="home-driver-name">
      <div className={styles.avatar} aria-hidden="true">
        {user.avatar ? (
          <img src={user.avatar} alt="" />
        ) : showPhone ? (
          <span>{name.slice(0, 1)}</span>
        ) : (
          <UserOutline />
        )}
      </div>
      <div className={styles.who}>
        <h1 id="home-driver-name" className={styles.name}>
          <span className={styles.hello}>{homeMessages.greeting}</span>
          {name}
        </h1>
        {showPhone ? <p className={styles.phone}>{maskMobile(user.phone)}</p> : null}
        <div className={styles.badgeRow}>
          <CertificationBadge
            status={user.certificationStatus}
            onCertify={() => navigate(paths.selectRole.to())}
          />
        </div>
      </div>
    </section>
  );
}
