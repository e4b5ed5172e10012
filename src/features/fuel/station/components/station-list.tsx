import { listFillClass } from '@/components/card';
import { PagedList } from '@/components/paged-list';
import type { FuelStation, OilType } from '@/lib/contract/fuel/station';
import { useStationPages, type StationFilter } from '../api/fuel-station';
import { fuelStationMessages as t } from '../messages';
import { STATION_ROW_HEIGHT, StationRow } from './station-row';

const keyOf = (s: FuelStation) => s.id;

/** The kit's PagedList of the stations that take the card, with every list state. */
export function StationList({ filter }: { filter: StationFilter }) {
  const load = useStationPages(filter);
  const oilType: OilType = filter.oilType;
  return (
    <PagedList
      className={listFillClass}
      load={load}
      renderItem={(s: FuelStation) => <StationRow station={s} oilType={oilType} />}
      itemHeight={STATION_ROW_HEIGHT}
      itemKey={keyOf}
      label={t.listLabel}
    />
  );
}
