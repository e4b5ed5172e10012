/**
 * 位置 (/toLoacation?lng=&lat=&name=&address=, §2.6): one point on the map and a button that
 * navigates there through the phone's map app. A link with bad coordinates says so.
 */
import { useSearchParams } from 'react-router-dom';
import { Card, Page } from '@/components/card';
import { Button } from '@/components/form';
import { LoadEmpty } from '@/components/load-state';
import { MapView } from '@/components/map';
import styles from '../components/detail.module.css';
import { useOpenMap } from '@/hooks/use-open-map';
import { mapScreenMessages as t } from '../messages';

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

export function ToLocationScreen() {
  const [params] = useSearchParams();
  const openMap = useOpenMap();
  const longitude = coordinate(params.get('lng'), 180);
  const latitude = coordinate(params.get('lat'), 90);
  const name = params.get('name')?.trim() || t.locationLabel;
  const address = params.get('address')?.trim() ?? '';
  if (longitude === null || latitude === null) {
    return <LoadEmpty title={t.badPoint} description={t.badPointHint} />;
  }
  return (
    <Page as="div">
      <MapView
        label={t.locationLabel}
        height={360}
        markers={[{ kind: 'point', position: [longitude, latitude], label: name }]}
      />
      <Card aria-label={name}>
        <h1 className={styles.goodsTitle}>{name}</h1>
        {address ? <p className={styles.stopAddress}>{address}</p> : null}
      </Card>
      <div className={styles.actionBar}>
        <Button
          className={styles.actionMain}
          onClick={() => openMap({ longitude, latitude, name, address })}
        >
          {t.navigate}
        </Button>
      </div>
    </Page>
  );
}

export default ToLocationScreen;
