import { FileOutline, EnvironmentOutline, ShopbagOutline, TruckOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/routing/paths';
import { homeMessages as t } from '../messages';
import styles from './home.module.css';

const ENTRIES = [
  { key: 'supply', icon: <TruckOutline />, to: paths.supply.to({ tab: 'bulk' }) },
  { key: 'nearest', icon: <EnvironmentOutline />, to: paths.supply.to({ tab: 'nearest' }) },
  { key: 'enterprise', icon: <ShopbagOutline />, to: paths.supplyEnterpriseIndex.to() },
  { key: 'waybill', icon: <FileOutline />, to: paths.waybill.to() },
] as const;

/** The four ways into freight, one tap each. */
export function QuickEntries() {
  return (
    <nav className={styles.entries} aria-label={t.entriesLabel}>
      {ENTRIES.map((entry) => (
        <Link key={entry.key} to={entry.to} className={styles.entry}>
          <span className={styles.entryIcon} aria-hidden="true">
            {entry.icon}
          </span>
          {t.entries[entry.key]}
        </Link>
      ))}
    </nav>
  );
}
