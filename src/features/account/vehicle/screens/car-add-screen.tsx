/** 添加车辆 (/i/car/add/add, `?id=` to re-submit one's own vehicle): the form, then the confirm step. */
import { useSearchParams } from 'react-router-dom';
import { Loading, ReadProblem, readProblemProps } from '@/components/load-state';
import { paths } from '@/lib/routing/paths';
import { VehicleAddForm } from '../components/vehicle-add-form';
import styles from '../components/vehicle.module.css';
import { useAddStart } from '../hooks/use-add-start';
import { vehicleMessages as t } from '../messages';

export function CarAddScreen() {
  const [params] = useSearchParams();
  const { initial, detail } = useAddStart(params.get('id'));

  if (initial) return <VehicleAddForm initial={initial} />;
  if (detail.isError) {
    // The vehicle to re-submit: 未找到该车辆, 不是您的车辆, 重试 only for the network.
    return (
      <ReadProblem
        subject={t.subject}
        back={{ label: t.backToVehicles, to: paths.vehicleList.to() }}
        words={{ notFound: { title: t.detailMissing } }}
        {...readProblemProps(detail)}
      />
    );
  }
  return <Loading label={t.loading} lines={10} className={styles.page} />;
}

export default CarAddScreen;
