/** 添加车辆 (/i/car/add/add, `?id=` to re-submit one's own vehicle): the form, then the confirm step. */
import { Button as AdmButton, ErrorBlock, Skeleton } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { VehicleAddForm } from '../components/vehicle-add-form';
import styles from '../components/vehicle.module.css';
import { useAddStart } from '../hooks/use-add-start';
import { vehicleMessages as t } from '../messages';

export function CarAddScreen() {
  const [params] = useSearchParams();
  const { initial, detail } = useAddStart(params.get('id'));

  if (initial) return <VehicleAddForm initial={initial} />;
  if (detail.isError) {
    return (
      <div className={styles.state} role="alert">
        <ErrorBlock status="disconnected" title={t.loadFailed} description={detail.error.message} />
        <AdmButton color="primary" size="large" onClick={() => void detail.refetch()}>
          {t.retry}
        </AdmButton>
      </div>
    );
  }
  return (
    <div className={styles.page} role="status" aria-label={t.loading}>
      <Skeleton.Paragraph lineCount={10} animated />
    </div>
  );
}

export default CarAddScreen;
