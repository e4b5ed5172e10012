import { Card, Page } from '@/components/card';
import { Button } from '@/components/form';
import { failedReadProps, LoadFailed, Loading } from '@/components/load-state';
import type { FuelStation, OilType } from '@/lib/contract/fuel/station';
import { useSignIn } from '../hooks/use-sign-in';
import { fuelStationMessages as t } from '../messages';
import { formatDistance } from '../order-input';
import styles from './fuel-station.module.css';
import { VehicleChips } from './vehicle-chips';

function Position({ sign }: { sign: ReturnType<typeof useSignIn> }) {
  const { location, metres } = sign;
  if (location.phase === 'locating') return <p className={styles.hint}>{t.locating}</p>;
  if (location.phase !== 'located') {
    return (
      <div className={styles.banner} role="alert">
        <span>{location.phase === 'denied' ? t.locationDenied : t.locationFailed}</span>
        <button type="button" className={styles.bannerButton} onClick={location.retry}>
          {t.retry}
        </button>
      </div>
    );
  }
  return <p className={styles.signState}>{`${t.distance} ${formatDistance(metres ?? 0)}`}</p>;
}

/** The station, the distance to it, the vehicle and its card pass, and 签到. */
export function SignInForm({ station, oilType }: { station: FuelStation; oilType: OilType }) {
  const sign = useSignIn(station, oilType);
  const { vehicles, pass } = sign;
  if (vehicles.error) return <LoadFailed title={t.vehiclesFailed} {...failedReadProps(vehicles)} />;
  if (!vehicles.data) return <Loading label={t.loading} lines={4} />;
  const denied = pass.data && !pass.data.pass ? (pass.data.reason ?? t.passDenied) : null;
  const ready = sign.location.phase === 'located' && pass.data?.pass === true;
  return (
    <Page as="div">
      <Card title={station.name} aria-label={t.signInTitle}>
        <p className={styles.hint}>{station.address}</p>
        <Position sign={sign} />
      </Card>
      <Card title={t.vehicle}>
        {sign.cars.length === 0 ? <p className={styles.hint}>{t.noVehicles}</p> : null}
        <VehicleChips
          carNos={sign.cars.map((c) => c.carNo)}
          value={sign.carNo}
          onChange={sign.choose}
        />
        {pass.isFetching && !pass.data ? <p className={styles.hint}>{t.checkingPass}</p> : null}
        {denied ? (
          <p className={styles.error} role="alert">
            {`${t.passDenied}：${denied}`}
          </p>
        ) : null}
      </Card>
      <Button onClick={sign.submit} disabled={!ready}>
        {t.signIn}
      </Button>
    </Page>
  );
}
