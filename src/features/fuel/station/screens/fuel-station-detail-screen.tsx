/**
 * /i/fuel-station/detail?stationId=&oilType=: one station — name, brand, hours, address with 导航
 * and 电话 — today's prices for the card, and the sign-in: 已签到 (until HH:mm) or 去签到; 去加油
 * goes to the payment, through the sign-in when there is none.
 */
import { cardStyles } from '@/components/card';
import { PriceTable } from '../components/price-table';
import { SignInCard } from '../components/sign-in-card';
import { StationFacts } from '../components/station-facts';
import { StationGate } from '../components/station-gate';
import { useStationParams } from '../hooks/use-station-params';

export function FuelStationDetailScreen() {
  const { stationId, oilType } = useStationParams();
  return (
    <StationGate stationId={stationId} oilType={oilType}>
      {(station) => (
        <div className={cardStyles.page}>
          <StationFacts station={station} />
          <PriceTable stationId={station.id} oilType={oilType} />
          <SignInCard stationId={station.id} oilType={oilType} />
        </div>
      )}
    </StationGate>
  );
}

export default FuelStationDetailScreen;
