/** /i/about/aboutus: what this app is, its version, customer service and the agreements. */
import {
  MessageOutline,
  RightOutline,
  TruckOutline,
  FileOutline,
  CheckShieldOutline,
} from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import { config } from '@/config';
import { appVersion } from '../app-version';
import { aboutMessages } from '../messages';
import styles from './about-us-screen.module.css';
import { paths } from '@/lib/routing/paths';

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

      <ul className={styles.list}>
        <li>
          <a
            className={styles.row}
            href={config.customerServiceUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageOutline className={styles.icon} aria-hidden="true" />
            <span className={styles.text}>{aboutMessages.customerService}</span>
            <span className={styles.srOnly}>{aboutMessages.opensOutside}</span>
            <RightOutline className={styles.arrow} aria-hidden="true" />
          </a>
        </li>
        <li>
          <Link className={styles.row} to={paths.agreement.to({ type: 'user' })}>
            <FileOutline className={styles.icon} aria-hidden="true" />
            <span className={styles.text}>{aboutMessages.userAgreement}</span>
            <RightOutline className={styles.arrow} aria-hidden="true" />
          </Link>
        </li>
        <li>
          <Link className={styles.row} to={paths.agreement.to({ type: 'privacy' })}>
            <CheckShieldOutline className={styles.icon} aria-hidden="true" />
            <span className={styles.text}>{aboutMessages.privacyPolicy}</span>
            <RightOutline className={styles.arrow} aria-hidden="true" />
          </Link>
        </li>
      </ul>

      <p className={styles.copyright}>{aboutMessages.copyright}</p>
    </div>
  );
}

export default AboutUsScreen;
