/** /waybill/returntrip/list: the driver's return trips, newest first, and the way to add one. */
import { listFillClass, Page } from '@/components/card';
import { ButtonLink } from '@/components/form';
import { PagedList } from '@/components/paged-list';
import type { ReturnTrip } from '@/lib/contract/waybill/after-sales';
import { paths } from '@/lib/routing/paths';
import { useReturnTripPageLoader } from '../api/waybill-changes';
import styles from '../components/changes.module.css';
import { RETURN_TRIP_ROW_HEIGHT, ReturnTripRow } from '../components/return-trip-row';
import { changesMessages as t } from '../messages';

const keyOf = (r: ReturnTrip) => r.id;
const renderRow = (r: ReturnTrip) => <ReturnTripRow item={r} />;

export function ReturnTripListScreen() {
  const load = useReturnTripPageLoader();
  return (
    <Page as="div" list>
      <PagedList
        className={listFillClass}
        load={load}
        renderItem={renderRow}
        itemHeight={RETURN_TRIP_ROW_HEIGHT}
        itemKey={keyOf}
        label={t.returnTripListLabel}
      />
      <div className={styles.listActions}>
        <ButtonLink to={paths.returnTripAdd.to()}>{t.returnTripAdd}</ButtonLink>
      </div>
    </Page>
  );
}

export default ReturnTripListScreen;
