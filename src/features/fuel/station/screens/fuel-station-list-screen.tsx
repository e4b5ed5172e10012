/**
 * /i/fuel-station?oilType=: the stations that take the chosen card, nearest first with their
 * distance when the phone gives a position; with location off a banner says the list is by name
 * and 重试 asks again. The search (name or address) asks 500 ms after the last keystroke.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/card';
import { ListLoading } from '@/components/list';
import { SearchBar } from '@/components/search-bar';
import { useCurrentLocation } from '@/hooks/use-current-location';
import { useDebounced } from '@/hooks/use-debounced';
import type { OilType } from '@/lib/contract/fuel/station';
import { CardBalance } from '../components/card-balance';
import { CardSwitch } from '../components/card-switch';
import styles from '../components/fuel-station.module.css';
import { LocationBanner } from '../components/location-banner';
import { StationList } from '../components/station-list';
import { oilTypeOf } from '../hooks/use-station-params';
import { fuelStationMessages as t } from '../messages';

export function FuelStationListScreen() {
  const [params, setParams] = useSearchParams();
  const oilType = oilTypeOf(params.get('oilType'));
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const location = useCurrentLocation();
  const fix = location.phase === 'located' ? location.fix : null;
  const filter = {
    oilType,
    ...(keyword ? { keyword } : {}),
    ...(fix ? { longitude: fix.longitude, latitude: fix.latitude } : {}),
  };
  const choose = (next: OilType) => setParams({ oilType: next }, { replace: true });
  return (
    <Page as="div" list>
      <div className={styles.top}>
        <CardSwitch value={oilType} onChange={choose} />
        <CardBalance oilType={oilType} />
        <SearchBar
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={typed}
          onChange={setTyped}
        />
      </div>
      {location.phase === 'denied' || location.phase === 'failed' ? (
        <LocationBanner onRetry={location.retry} />
      ) : null}
      {location.phase === 'locating' ? (
        <ListLoading />
      ) : (
        <StationList key={JSON.stringify(filter)} filter={filter} />
      )}
    </Page>
  );
}

export default FuelStationListScreen;
