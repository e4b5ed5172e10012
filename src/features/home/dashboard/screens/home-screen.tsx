/**
 * 首页 (/), the first tab (§2.1, §2.6): who is logged in, what he must finish before taking freight,
 * the waybill under way, what waits for his signature, and a few sources near him leading into
 * the Plaza.
 */
import { useDeferredValue } from 'react';
import { Loading } from '@/components/load-state';
import { ActiveWaybill } from '../components/active-waybill';
import styles from '../components/home.module.css';
import { NearbySources } from '../components/nearby-sources';
import { ProfileCard } from '../components/profile-card';
import { QuickEntries } from '../components/quick-entries';
import { ReadinessCard } from '../components/readiness-card';
import { TodoLinks } from '../components/todo-links';
import { useGlanceSettled } from '../hooks/use-glance-settled';
import { homeMessages } from '../messages';

export function HomeScreen() {
  // Drawn as a transition, in slices between which the browser answers the driver.
  const settled = useDeferredValue(useGlanceSettled());
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <ProfileCard />
        <p className={styles.welcome}>{homeMessages.welcome}</p>
      </div>
      <QuickEntries />
      {settled ? (
        <>
          <ReadinessCard />
          <TodoLinks />
          <ActiveWaybill />
          <NearbySources />
        </>
      ) : (
        <Loading label={homeMessages.glanceLoading} lines={4} />
      )}
    </div>
  );
}

export default HomeScreen;
