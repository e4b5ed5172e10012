/** 添加车辆 (/i/car/add/add, `?id=` to re-submit one's own vehicle): the form, then the confirm step. */
import { failedReadProps, LoadFailed, Loading } from '@/components/load-state';
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
    return <LoadFailed title={t.loadFailed} {...failedReadProps(detail)} />;
  }
  return <Loading label={t.loading} lines={10} className={styles.page} />;
}

export default CarAddScreen;
