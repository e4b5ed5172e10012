import { cardStyles } from '@/components/card';
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
  if (!read.data) return <Loading label={t.loading} lines={2} className={cardStyles.card} />;
  const signedIn = read.data.signedIn;
  const until = read.data.expireTime?.slice(11, 16) ?? '';
  const query = { stationId, oilType };
  return (
    <section className={cardStyles.card} aria-label={t.signInTitle}>
      <p className={signedIn ? `${styles.signState} ${styles.signed}` : styles.signState}>
        {signedIn ? t.signedIn(until) : t.notSignedIn}
      </p>
      <div className={styles.actions}>
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
      </div>
    </section>
  );
}
