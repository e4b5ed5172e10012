/** /blacklist (§2.6): the enterprises that put the driver on their blacklist, and what it means. */
import { PagedList } from '@/components/paged-list';
import type { BlacklistRecord } from '@/lib/contract/me/blacklist';
import { useBlacklistPageLoader } from '../api/blacklist';
import { BLACKLIST_ROW_HEIGHT, BlacklistRow } from '../components/blacklist-row';
import { serviceMessages } from '../messages';
import styles from './blacklist-screen.module.css';

const keyOf = (r: BlacklistRecord) => r.id;
const renderRow = (r: BlacklistRecord) => <BlacklistRow item={r} />;

export function BlacklistScreen() {
  const load = useBlacklistPageLoader();
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{serviceMessages.blacklistIntro}</p>
      <PagedList
        className={styles.list}
        load={load}
        renderItem={renderRow}
        itemHeight={BLACKLIST_ROW_HEIGHT}
        itemKey={keyOf}
        label={serviceMessages.blacklistLabel}
        height="auto"
      />
    </div>
  );
}

export default BlacklistScreen;
