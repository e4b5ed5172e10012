/** The facts of a fuel station, for the kit's FactList (no markup here). */
import { createElement } from 'react';
import { Link } from 'react-router-dom';
import type { FactEntry } from '@/components/card';
import type { FuelStation } from '@/lib/contract/fuel/station';
import { paths } from '@/lib/routing/paths';
import { fuelStationMessages as t } from '../messages';
import styles from './fuel-station.module.css';
import { stationAddress } from './station-address';

/** Hours, the address (it opens the station on the map, /toLoacation) and the station's number. */
export function stationFacts(station: FuelStation): FactEntry[] {
  const address = stationAddress(station);
  return [
    { label: t.hours, value: station.openHours, number: true },
    {
      label: t.address,
      value: createElement(
        Link,
        {
          className: styles.addressLink,
          to: paths.toLocation.to({
            lng: String(station.longitude),
            lat: String(station.latitude),
            name: station.name,
            address,
          }),
          'aria-label': `${t.onMap}：${address}`,
        },
        address,
      ),
    },
    station.phone ? { label: t.phone, value: station.phone, number: true } : null,
  ];
}
