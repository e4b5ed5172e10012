import { FaceRecognitionOutline, UserAddOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/routing/paths';
import { authLabels } from '../messages';
import styles from './other-logins.module.css';

const OTHERS = [
  { to: paths.faceLogin.to(), label: authLabels.faceLogin, Icon: FaceRecognitionOutline },
  { to: paths.register.to(), label: authLabels.register, Icon: UserAddOutline },
] as const;

/** The login page's footer: 其他登录方式 — face login and registration. */
export function OtherLogins() {
  return (
    <>
      <p className={styles.title}>{authLabels.otherLogin}</p>
      <div className={styles.links}>
        {OTHERS.map(({ to, label, Icon }) => (
          <Link key={to} className={styles.link} to={to}>
            <span className={styles.icon} aria-hidden>
              <Icon />
            </span>
            {label}
          </Link>
        ))}
      </div>
    </>
  );
}
