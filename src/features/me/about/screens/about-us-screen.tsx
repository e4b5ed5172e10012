/** /i/about/aboutus: what this app is, its version, customer service and the agreements. */
import { CheckShieldOutline, FileOutline, MessageOutline, TruckOutline } from 'antd-mobile-icons';
import { MenuList } from '@/components/menu-list';
import { config } from '@/config';
import { appVersion } from '../app-version';
import { aboutMessages } from '../messages';
import styles from './about-us-screen.module.css';
import { paths } from '@/lib/routing/paths';

const LINKS = [
  {
    items: [
      {
        icon: <MessageOutline />,
        label: aboutMessages.customerService,
        to: paths.customerService.to(),
      },
      {
        icon: <FileOutline />,
        label: aboutMessages.userAgreement,
        to: paths.agreement.to({ type: 'user' }),
      },
      {
        icon: <CheckShieldOutline />,
        label: aboutMessages.privacyPolicy,
        to: paths.agreement.to({ type: 'privacy' }),
      },
    ],
  },
];

export function AboutUsScreen() {
  const version = appVersion();
  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <div className={styles.logo} aria-hidden="true">
          <TruckOutline />
        </div>
        <h1 className={styles.appName}>{config.defaultTitle}</h1>
        <p className={styles.slogan}>{aboutMessages.slogan}</p>
        {version ? (
          <p className={styles.version}>
            {aboutMessages.version} V{version}
          </p>
        ) : null}
      </header>

      <MenuList groups={LINKS} />

      <p className={styles.copyright}>{aboutMessages.copyright}</p>
    </div>
  );
}

export default AboutUsScreen;
