/**
 * /i/fuel-station/sign-in?stationId=&oilType=: 到站签到 — the station, how far the phone is from it,
 * the vehicle and whether it may use the card; 签到 goes on to the payment.
 */
import { SignInForm } from '../components/sign-in-form';
import { StationGate } from '../components/station-gate';
import { useStationParams } from '../hooks/use-station-params';

export function FuelStationSignInScreen() {
  const { stationId, oilType } = useStationParams();
  return (
    <StationGate stationId={stationId} oilType={oilType}>
      {(station) => <SignInForm station={station} oilType={oilType} />}
    </StationGate>
  );
}

export default FuelStationSignInScreen;
