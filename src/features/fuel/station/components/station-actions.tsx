import { Button } from '@/components/form';
import type { FuelStation } from '@/lib/contract/fuel/station';
import { dial } from '@/hooks/use-dial';
import { useOpenMap } from '@/hooks/use-open-map';
import { fuelStationMessages as t } from '../messages';

/** 导航 (the phone's map app, truck mode) and 电话 (the station's number), a card's actions. */
export function StationActions({ station }: { station: FuelStation }) {
  const openMap = useOpenMap();
  return (
    <>
      <Button variant="secondary" onClick={() => openMap(station)}>
        {t.navigate}
      </Button>
      <Button variant="secondary" disabled={!station.phone} onClick={() => dial(station.phone)}>
        {t.call}
      </Button>
    </>
  );
}
