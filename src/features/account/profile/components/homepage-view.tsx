import { ButtonLink } from '@/components/form';
import { MaskedText } from '@/components/masked-text';
import { MoneyText } from '@/components/money-text';
import type { UserDetail } from '@/lib/contract/account/auth';
import type { IdentityInfo } from '@/lib/contract/account/identity';
import type { DriverThirtyDayAmount } from '@/lib/contract/money/wallet';
import { paths } from '@/lib/routing/paths';
import { joinedDays } from '../joined-days';
import { profileMessages as m } from '../messages';
import styles from './homepage-view.module.css';

interface HomepageViewProps {
  user: UserDetail;
  identity: IdentityInfo;
  figures: DriverThirtyDayAmount;
  now: Date;
}

/** The loaded personal homepage: the driver's figures, then who they are, then the phone change. */
export function HomepageView({ user, identity, figures, now }: HomepageViewProps) {
  const days = joinedDays(user.createTime, now);
  const name = identity.name ?? user.name ?? user.realName;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="profile-figures">
        <h2 id="profile-figures" className={styles.cardTitle}>
          {m.figures}
        </h2>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{m.joinedDays}</dt>
            <dd>
              <strong>{days ?? m.notFilled}</strong>
              {days === null ? null : m.daysUnit}
            </dd>
          </div>
          <div className={styles.figure}>
            <dt>{m.completedOrders}</dt>
            <dd>
              <strong>{figures.completedOrderCount}</strong>
              {m.ordersUnit}
            </dd>
          </div>
          <div className={styles.figure}>
            <dt>{m.thirtyDayIncome}</dt>
            <dd>
              <MoneyText value={figures.driverThirtyDayAmount} size="large" />
            </dd>
          </div>
          <div className={styles.figure}>
            <dt>{m.settlementVehicles}</dt>
            <dd>
              <strong>{figures.settlementVehicleNumber}</strong>
              {m.vehiclesUnit}
            </dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="profile-info">
        <h2 id="profile-info" className={styles.cardTitle}>
          {m.personalInfo}
        </h2>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{m.phone}</dt>
            <dd>
              <MaskedText kind="phone" value={user.phone} />
            </dd>
          </div>
          <div className={styles.row}>
            <dt>{m.name}</dt>
            <dd>{name ?? m.notFilled}</dd>
          </div>
          <div className={styles.row}>
            <dt>{m.idNumber}</dt>
            <dd>
              <MaskedText kind="idNumber" value={identity.certificateNumber} />
            </dd>
          </div>
          <div className={styles.row}>
            <dt>{m.idAddress}</dt>
            <dd>{identity.address ?? m.notFilled}</dd>
          </div>
        </dl>
      </section>
      <ButtonLink variant="secondary" to={paths.confirmOldPhone.to({ mobile: user.phone })}>
        {m.changePhone}
      </ButtonLink>
    </div>
  );
}
