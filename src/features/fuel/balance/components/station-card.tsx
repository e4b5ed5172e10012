import { Card, FactList } from '@/components/card';
import { Button } from '@/components/form';
import type { FuelOrder } from '@/lib/contract/fuel/station';
import { useOrderStation } from '../api/fuel-balance';
import { dial } from '@/hooks/use-dial';
import { useOpenMap } from '@/hooks/use-open-map';
import { fuelMessages as t } from '../messages';

/** The order's station, its number once known, with 导航 and 拨打电话 once its position is read. */
export function StationCard({ order }: { order: FuelOrder }) {
  const station = useOrderStation(order).data ?? null;
  const openMap = useOpenMap();
  return (
    <Card
      title={order.stationName}
      actions={
        <>
          <Button
            variant="secondary"
            disabled={!station}
            onClick={() => (station ? openMap(station) : undefined)}
          >
            {t.navigate}
          </Button>
          <Button
            variant="secondary"
            disabled={!station?.phone}
            onClick={() => (station ? dial(station.phone) : undefined)}
          >
            {t.call}
          </Button>
        </>
      }
    >
      <FactList
        facts={[
          { label: t.address, value: order.stationAddress },
          station?.phone ? { label: t.phone, value: station.phone, number: true } : null,
        ]}
      />
    </Card>
  );
}
