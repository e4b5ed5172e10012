/**
 * The first home (/): who is logged in (name, or masked phone), their real-name badge, and the
 * few things a driver can do in this build: change password, read about the app, log out.
 */
import { Button, Dialog } from 'antd-mobile';
import { InformationCircleOutline, LockOutline, UserOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import { CertificationBadge } from '@/components/certification-badge';
import { MenuList } from '@/components/menu-list';
import type { UserDetail } from '@/lib/contract/account';
import { maskMobile } from '@/lib/domain/mobile';
import { useLogout } from '@/hooks/use-logout';
import { useUserDetail } from '@/hooks/shared-reads';
import { homeMessages } from '../messages';
import styles from './home-screen.module.css';
import { paths } from '@/lib/routing/paths';

export function displayName(user: Pick<UserDetail, 'realName' | 'name' | 'phone'>): string {
  return user.realName?.trim() || user.name?.trim() || maskMobile(user.phone);
}

function ProfileCard() {
  const navigate = useNavigate();
  // Seeded at login (or by the guard) from the stored login info, so it shows at once while a fresh
  // copy loads; a failed refresh is reported by the HTTP client over the stored details.
  const { data: user } = useUserDetail();
  if (!user) return null;

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

const SHORTCUTS = [
  {
    title: homeMessages.shortcuts,
    items: [
      { icon: <LockOutline />, label: homeMessages.updatePassword, to: paths.updataPwd.to() },
      { icon: <InformationCircleOutline />, label: homeMessages.aboutUs, to: paths.aboutUs.to() },
    ],
  },
];

export function HomeScreen() {
  const navigate = useNavigate();
  const logout = useLogout();

  const confirmLogout = async () => {
    if (logout.isPending) return;
    const ok = await Dialog.confirm({
      content: homeMessages.logoutConfirm,
      confirmText: homeMessages.confirm,
      cancelText: homeMessages.cancel,
      // antd-mobile forwards this to the dialog element without typing it.
      ...{ 'aria-label': homeMessages.logout },
    });
    if (!ok) return;
    await logout.mutateAsync();
    await navigate(paths.loginPwd.to(), { replace: true });
  };

  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <ProfileCard />
        <p className={styles.welcome}>{homeMessages.welcome}</p>
      </div>

      <MenuList className={styles.section} groups={SHORTCUTS} />

      <div className={styles.logout}>
        <Button
          block
          size="large"
          fill="outline"
          color="danger"
          loading={logout.isPending}
          onClick={() => void confirmLogout()}
        >
          {homeMessages.logout}
        </Button>
      </div>
    </div>
  );
}

export default HomeScreen;
