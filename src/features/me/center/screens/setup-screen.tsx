/**
 * /i/setup, 设置 (§2.3): account and security, privacy and the agreements, about and the version,
 * the cache, logout.
 */
import {
  AppstoreOutline,
  CheckShieldOutline,
  DeleteOutline,
  DownlandOutline,
  EyeInvisibleOutline,
  FileOutline,
  InformationCircleOutline,
  LockOutline,
  PhonebookOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { MenuList, type MenuGroup } from '@/components/menu-list';
import { config } from '@/config';
import { useSession } from '@/stores/session';
import { paths } from '@/lib/routing/paths';
import { LogoutButton } from '../components/logout-button';
import { useAppCache } from '../hooks/use-app-cache';
import { useRouteRow } from '../hooks/use-me-rows';
import { meMessages } from '../messages';
import styles from './setup-screen.module.css';

export function SetupScreen() {
  const mobile = useSession((s) => s.loginInfo?.phone ?? '');
  const cache = useAppCache();
  const routeRow = useRouteRow();

  const groups: MenuGroup[] = [
    {
      title: meMessages.account,
      items: [
        routeRow({
          icon: <LockOutline />,
          label: meMessages.changePassword,
          to: paths.updataPwd.to(),
        }),
        routeRow({
          icon: <PhonebookOutline />,
          label: meMessages.changePhone,
          to: paths.confirmOldPhone.to({ mobile }),
        }),
      ],
    },
    {
      title: meMessages.privacy,
      items: [
        routeRow({
          icon: <EyeInvisibleOutline />,
          label: meMessages.privacySettings,
          to: paths.privacySettings.to(),
        }),
        routeRow({
          icon: <FileOutline />,
          label: meMessages.userAgreement,
          to: paths.agreement.to({ type: 'user' }),
        }),
        routeRow({
          icon: <CheckShieldOutline />,
          label: meMessages.privacyPolicy,
          to: paths.agreement.to({ type: 'privacy' }),
        }),
        // The hub of the §2.6 privacy pages (the lists, the driver's data, permissions).
        routeRow({
          icon: <UnorderedListOutline />,
          label: meMessages.privacyCenter,
          to: paths.privacy.to(),
        }),
      ],
    },
    {
      title: meMessages.about,
      items: [
        routeRow({
          icon: <InformationCircleOutline />,
          label: meMessages.aboutUs,
          to: paths.aboutUs.to(),
        }),
        routeRow({
          icon: <DownlandOutline />,
          label: meMessages.downloadApp,
          to: paths.downloadApp.to(),
        }),
        { icon: <AppstoreOutline />, label: meMessages.appVersion, value: `V${config.appVersion}` },
        {
          icon: <DeleteOutline />,
          label: meMessages.clearCache,
          value: cache.sizeText,
          onClick: () => void cache.confirmClear(),
        },
      ],
    },
  ];

  return (
    <div className={styles.page}>
      <MenuList groups={groups} />
      <div className={styles.logout}>
        <LogoutButton />
      </div>
    </div>
  );
}

export default SetupScreen;
