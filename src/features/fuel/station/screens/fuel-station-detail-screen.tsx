/**
 * /i/fuel-station/detail?stationId=&oilType=: one station — name, brand, hours, address with 导航
 * and 电话 — today's prices for the card, and the sign-in: 已签到 (until HH:mm) or 去签到; 去加油
 * goes to the payment, through the sign-in when there is none.
 */
import { Card, FactList, Page } from '@/components/card';
import styles from '../components/fuel-station.module.css';
import { PriceTable } from '../components/price-table';
import { SignInCard } from '../components/sign-in-card';
import { StationActions } from '../components/station-actions';
import { stationFacts } from '../components/station-facts';
import { StationGate } from '../components/station-gate';
import { useStationParams } from '../hooks/use-station-params';

export function FuelStationDetailScreen() {
  const { stationId, oilType } = useStationParams();
  return (
    <StationGate stationId={stationId} oilType={oilType}>
      {(station) => (
        <Page as="div">
          <Card
            title={station.name}
            extra={<span className={styles.brand}>{station.brand}</span>}
            actions={<StationActions station={station} />}
          >
            <FactList facts={stationFacts(station)} />
          </Card>
          <PriceTable stationId={station.id} oilType={oilType} />
          <SignInCard stationId={station.id} oilType={oilType} />
        </Page>
      )}
    </StationGate>
  );
}

export default FuelStationDetailScreen;
