import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import type { Enterprise } from '@/lib/contract/supply/market';
import { plazaMessages as m } from '../plaza-messages';
import styles from './plaza.module.css';

/** The row's height with its 8 px gap, for the virtual list. */
export const ENTERPRISE_ROW_HEIGHT = 88;

export function EnterpriseLogo({
  enterprise,
}: {
  enterprise: Pick<Enterprise, 'logoText' | 'name'>;
}) {
  return (
    <span className={styles.logo} aria-hidden="true">
      {(enterprise.logoText || enterprise.name).slice(0, 2)}
    </span>
  );
}

/** One enterprise: its name, city and how many sources it has open; leads to its page. */
export function EnterpriseRow({ enterprise, to }: { enterprise: Enterprise; to: string }) {
  return (
    <Link to={to} className={styles.enterpriseRow}>
      <EnterpriseLogo enterprise={enterprise} />
      <span className={styles.enterpriseMain}>
        <span className={styles.enterpriseName}>{enterprise.name}</span>
        <span className={styles.enterpriseMeta}>
          {enterprise.cityName} · {m.openSources(enterprise.openSources)}
        </span>
      </span>
      <RightOutline className={styles.chevron} aria-hidden="true" />
    </Link>
  );
}
