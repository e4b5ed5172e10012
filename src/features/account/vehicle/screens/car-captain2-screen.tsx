/** 车辆认证 (/carcAptain2?carNo=): certify or re-certify one vehicle of the captain's fleet. */
import { Skeleton } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/form';
import { LoadEmpty, LoadFailed } from '@/components/load-state';
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
  return start.kind === 'error' ? (
    <LoadFailed title={t.loadFailed} description={start.message} onRetry={start.retry} />
  ) : (
    <LoadEmpty title={t.notInFleet}>
      <ButtonLink to={paths.carCaptain.to()}>{t.backToFleet}</ButtonLink>
    </LoadEmpty>
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
