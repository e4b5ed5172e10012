import { Card } from '@/components/card';
import { ButtonLink } from '@/components/form';
import { failedReadProps, LoadFailed, Loading } from '@/components/load-state';
import type { OilType } from '@/lib/contract/fuel/station';
import { paths } from '@/lib/routing/paths';
import { useSignInStatus } from '../api/fuel-station';
import { fuelStationMessages as t } from '../messages';
import styles from './fuel-station.module.css';

/** 已签到 until HH:mm with 去加油, or 未签到 with 去签到 (去加油 leads through the sign-in). */
export function SignInCard({ stationId, oilType }: { stationId: string; oilType: OilType }) {
  const read = useSignInStatus(stationId);
  if (read.error) return <LoadFailed title={t.signInFailed} {...failedReadProps(read)} />;
  if (!read.data) {
    return (
      // Not named yet: the card is found by its name once its content is there.
      <Card>
        <Loading label={t.loading} lines={2} className={styles.skeleton} />
      </Card>
    );
  }
  const signedIn = read.data.signedIn;
  const until = read.data.expireTime?.slice(11, 16) ?? '';
  const query = { stationId, oilType };
  return (
    <Card
      aria-label={t.signInTitle}
      actions={
        <>
          {signedIn ? null : (
            <ButtonLink variant="secondary" to={paths.fuelStationSignIn.to(query)}>
              {t.goSignIn}
            </ButtonLink>
          )}
          <ButtonLink
            to={signedIn ? paths.fuelStationPayment.to(query) : paths.fuelStationSignIn.to(query)}
          >
            {t.goFuel}
          </ButtonLink>
        </>
      }
    >
      <p className={signedIn ? `${styles.signState} ${styles.signed}` : styles.signState}>
        {signedIn ? t.signedIn(until) : t.notSignedIn}
      </p>
    </Card>
  );
}
