/**
 * /i/fuel-station/payment?stationId=&oilType=: the order — product, by amount or litres, the
 * fen-exact quote against the card balance — for the vehicle signed in with; 下一步 confirms by SMS.
 */
import { ButtonLink } from '@/components/form';
import { failedReadProps, LoadEmpty, LoadFailed, Loading } from '@/components/load-state';
import type { FuelStation, OilType } from '@/lib/contract/fuel/station';
import { paths } from '@/lib/routing/paths';
import { usePrices, useSignInStatus } from '../api/fuel-station';
import { useCardBalance } from '../components/card-balance';
import { PaymentForm } from '../components/payment-form';
import { StationGate } from '../components/station-gate';
import { useStationParams } from '../hooks/use-station-params';
import { fuelStationMessages as t } from '../messages';

function Payment({ station, oilType }: { station: FuelStation; oilType: OilType }) {
  const prices = usePrices(station.id, oilType);
  const balance = useCardBalance(oilType);
  const signIn = useSignInStatus(station.id);
  if (signIn.error) return <LoadFailed title={t.stationFailed} {...failedReadProps(signIn)} />;
  if (!signIn.data) return <Loading label={t.loading} lines={6} />;
  const carNo = signIn.data.signedIn ? signIn.data.carNo : null;
  if (!carNo) {
    return (
      <LoadEmpty title={t.noVehicleForPay}>
        <ButtonLink to={paths.fuelStationSignIn.to({ stationId: station.id, oilType })} replace>
          {t.goSignIn}
        </ButtonLink>
      </LoadEmpty>
    );
  }
  if (prices.error) return <LoadFailed title={t.pricesFailed} {...failedReadProps(prices)} />;
  if (!prices.data || balance === null) {
    return <Loading label={t.loading} lines={6} />;
  }
  if (prices.data.prices.length === 0) return <LoadEmpty title={t.noPrices} />;
  return (
    <PaymentForm
      station={station}
      oilType={oilType}
      prices={prices.data.prices}
      balance={balance}
      carNo={carNo}
    />
  );
}

export function FuelStationPaymentScreen() {
  const { stationId, oilType } = useStationParams();
  return (
    <StationGate stationId={stationId} oilType={oilType}>
      {(station) => <Payment station={station} oilType={oilType} />}
    </StationGate>
  );
}

export default FuelStationPaymentScreen;
