/** 车辆详情 (?id=): fields, photos, approval with opinion, expiry and the actions that apply. */
import { Skeleton } from 'antd-mobile';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/card';
import { Button } from '@/components/form';
import { ReadProblem, readProblemProps } from '@/components/load-state';
import { matchesPattern } from '@/lib/routing/match';
import { paths } from '@/lib/routing/paths';
import { ApprovalTag } from '../components/approval-tag';
import { VehicleFields } from '../components/vehicle-fields';
import styles from '../components/vehicle.module.css';
import { useVehicleDetail } from '../hooks/use-vehicle-detail';
import { vehicleMessages as t } from '../messages';

export function VehicleDetailScreen() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const supply = matchesPattern(paths.supplyVehicleDetail.pattern, pathname);
  const listTo = (supply ? paths.supplyVehicleList : paths.vehicleList).to();
  const v = useVehicleDetail(params.get('id'), listTo);
  const { detail, car } = v;

  if (detail.isPending && detail.fetchStatus !== 'idle') {
    return (
      <div className={styles.page} role="status" aria-label={t.loading}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={10} animated />
      </div>
    );
  }
  if (!car) {
    // No id, or a vehicle no driver has: 未找到该车辆; another driver's: 不是您的车辆.
    return (
      <ReadProblem
        subject={t.subject}
        back={{ label: t.backToVehicles, to: listTo }}
        words={{ notFound: { title: t.detailMissing } }}
        {...(detail.isError ? {} : { kind: 'notFound' as const })}
        {...readProblemProps(detail)}
      />
    );
  }

  const status = v.status ?? car.approvalStatus;
  const canResubmit = status === 30 || (status === 20 && v.expiry === 2);
  return (
    <div className={styles.page}>
      <Card aria-label={t.approvalSection}>
        <h1 className={styles.cardTitle}>
          {car.carNo} <ApprovalTag status={status} />
        </h1>
        <p className={styles.rowMeta}>
          {t.submitTime} {car.submitTime}
        </p>
        {status === 30 ? (
          <p className={`${styles.notice} ${styles.rejected}`}>
            {t.approvalOpinion}：{v.opinion ?? t.noOpinion}
          </p>
        ) : null}
        {status === 10 ? (
          <p className={`${styles.notice} ${styles.info}`}>{t.underReview}</p>
        ) : null}
        {status === 20 && v.expiry > 0 ? (
          <p className={styles.notice}>{t.expiryHint[v.expiry]}</p>
        ) : null}
      </Card>
      <VehicleFields car={car} />
      <div className={styles.actions}>
        {canResubmit ? <Button onClick={v.resubmit}>{t.resubmit}</Button> : null}
        {status === 20 && !car.isDefault ? (
          <Button variant="secondary" onClick={v.makeDefault}>
            {t.setDefault}
          </Button>
        ) : null}
        <Button variant="text" onClick={v.removeCar}>
          {t.remove}
        </Button>
      </div>
    </div>
  );
}

export default VehicleDetailScreen;
