/** 车辆认证 (/carcAptain2?carNo=): certify or re-certify one vehicle of the captain's fleet. */
import { Button as AdmButton, ErrorBlock, Skeleton } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/form';
import { paths } from '@/lib/routing/paths';
import { useCarApproval } from '../api/vehicles';
import { CaptainGate } from '../components/captain-gate';
import { FleetCarForm } from '../components/fleet-car-form';
import styles from '../components/vehicle.module.css';
import { useFleetCar } from '../hooks/use-fleet-car';
import { vehicleMessages as t } from '../messages';

function FleetCar({ carNo }: { carNo: string | null }) {
  const start = useFleetCar(carNo);
  const approval = useCarApproval(start.kind === 'ready' && carNo ? carNo : undefined);
  if (start.kind === 'ready') {
    const status = approval.data
      ? { approvalStatus: approval.data.approvalStatus, opinion: approval.data.approvalOpinion }
      : undefined;
    return <FleetCarForm initial={start.initial} status={status} />;
  }
  if (start.kind === 'loading') {
    return (
      <div className={styles.page} role="status" aria-label={t.loading}>
        <Skeleton.Paragraph lineCount={10} animated />
      </div>
    );
  }
  return (
    <div className={styles.state} role="alert">
      <ErrorBlock
        status={start.kind === 'error' ? 'disconnected' : 'empty'}
        title={start.kind === 'error' ? t.loadFailed : t.notInFleet}
        description={start.kind === 'error' ? start.message : undefined}
      />
      {start.kind === 'error' ? (
        <AdmButton color="primary" size="large" onClick={start.retry}>
          {t.retry}
        </AdmButton>
      ) : (
        <ButtonLink to={paths.carCaptain.to()}>{t.backToFleet}</ButtonLink>
      )}
    </div>
  );
}

export function CarCaptain2Screen() {
  const [params] = useSearchParams();
  return (
    <CaptainGate>
      <FleetCar carNo={params.get('carNo')} />
    </CaptainGate>
  );
}

export default CarCaptain2Screen;
