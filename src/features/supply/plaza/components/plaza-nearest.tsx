import { useMemo } from 'react';
import { Button } from '@/components/form';
import { LoadEmpty, Loading } from '@/components/load-state';
import { nearestPageLoader } from '../api/sources';
import { usePlazaLocation } from '../hooks/use-plaza-location';
import { plazaMessages as m } from '../plaza-messages';
import { PlazaSourceList } from './plaza-source-list';
import styles from './plaza.module.css';

/** 附近货源: the driver's position first, then the sources nearest to it. */
export function PlazaNearest() {
  const { location, locate, openSettings } = usePlazaLocation();
  const at = location.status === 'ready' ? location.at : null;
  const load = useMemo(() => (at ? nearestPageLoader(at) : null), [at]);

  if (location.status === 'denied' || location.status === 'failed') {
    const denied = location.status === 'denied';
    return (
      <LoadEmpty
        title={denied ? m.locationDenied : m.locationFailed}
        description={denied ? m.locationDeniedHint : m.locationFailedHint}
      >
        <div className={styles.stateActions}>
          {denied ? <Button onClick={openSettings}>{m.openSettings}</Button> : null}
          <Button variant={denied ? 'secondary' : 'primary'} onClick={locate}>
            {m.relocate}
          </Button>
        </div>
      </LoadEmpty>
    );
  }
  if (!at || !load) return <Loading label={m.locating} lines={4} />;
  return (
    <div className={styles.listWithHint}>
      <p className={styles.hint}>{m.nearestHint}</p>
      <div className={styles.listBody}>
        <PlazaSourceList key={`${at.longitude},${at.latitude}`} load={load} />
      </div>
    </div>
  );
}
