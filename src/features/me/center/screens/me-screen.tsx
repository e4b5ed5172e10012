/**
 * /i, the Me tab (§2.3): who the driver is, their money, the unsigned-agreement reminder, their
 * details, the tool grids, the cache and logout.
 */
import { SpinLoading } from 'antd-mobile';
import { DeleteOutline, PhonebookOutline, UserOutline } from 'antd-mobile-icons';
import { MaskedText } from '@/components/masked-text';
import { MenuList } from '@/components/menu-list';
import { useUserDetail } from '@/hooks/shared-reads';
import { PERSONAL_HOME_ROLES } from '@/lib/domain/roles';
import { paths } from '@/lib/routing/paths';
import { useSession } from '@/stores/session';
import { usePermissions } from '@/stores/permissions';
import { useIdentityInfo } from '../api/profile';
import { AgreementBanner } from '../components/agreement-banner';
import { LogoutButton } from '../components/logout-button';
import { ProfileCard, ProfileCardFrame } from '../components/profile-card';
import { IconGrid } from '@/components/icon-grid';
import { WalletCard } from '../components/wallet-card';
import { useAppCache } from '../hooks/use-app-cache';
import { useRouteRow } from '../hooks/use-me-rows';
import { useToolEntries } from '../hooks/use-tool-entries';
import { meMessages } from '../messages';
import styles from './me-screen.module.css';

export function MeScreen() {
  const { data: user } = useUserDetail();
  const identity = useIdentityInfo(user?.appUserId ?? null);
  const showHome = usePermissions((s) => s.hasAnyRole(PERSONAL_HOME_ROLES));
  const loggedIn = useSession((s) => s.isLoggedIn());
  const tools = useToolEntries();
  const cache = useAppCache();
  const routeRow = useRouteRow();

  if (!user || !loggedIn) {
    return (
      <div className={styles.page}>
        <ProfileCardFrame />
        <div className={styles.loading} role="status" aria-label={meMessages.loading}>
          <SpinLoading />
        </div>
      </div>
    );
  }

  const details = [
    { label: meMessages.phone, value: <MaskedText kind="phone" value={user.phone} /> },
    { label: meMessages.idNumber, value: <MaskedText kind="idNumber" value={user.idNumber} /> },
    { label: meMessages.address, value: identity.data?.address ?? meMessages.noAddress },
    routeRow({
      icon: <PhonebookOutline />,
      label: meMessages.changePhone,
      to: paths.confirmOldPhone.to({ mobile: user.phone }),
    }),
    ...(showHome
      ? [
          routeRow({
            icon: <UserOutline />,
            label: meMessages.personalHome,
            to: paths.personalHome.to(),
          }),
        ]
      : []),
  ];

  return (
    <div className={styles.page}>
      <ProfileCard user={user} />
      <WalletCard />
      <MenuList className={styles.section} groups={[{ key: 'details', items: details }]} />
      <IconGrid title={meMessages.commonTools} entries={tools.common} />
      <IconGrid title={meMessages.information} entries={tools.information} />
      <IconGrid title={meMessages.toolbox} entries={tools.toolbox} />
      <MenuList
        className={styles.section}
        groups={[
          {
            key: 'cache',
            items: [
              {
                icon: <DeleteOutline />,
                label: meMessages.clearCache,
                value: cache.sizeText,
                onClick: () => void cache.confirmClear(),
              },
            ],
          },
        ]}
      />
      <div className={styles.logout}>
        <LogoutButton />
      </div>
      {tools.bankPopup}
      {/* Last, and held above the tab bar: it stays in view, and its arrival moves nothing. */}
      <div className={styles.notice}>
        <AgreementBanner driverId={user.appUserId} mobile={user.phone} />
      </div>
    </div>
  );
}

export default MeScreen;
