import { useNavigate } from 'react-router-dom';
import { Form, SubmitButton } from '@/components/form';
import { paths } from '@/lib/routing/paths';
import { vehicleDraft } from '../hooks/vehicle-draft';
import { useVehicleForm } from '../hooks/use-vehicle-form';
import { vehicleMessages as t } from '../messages';
import type { VehicleFormValues } from '../vehicle-form-values';
import { VehicleFormFields } from './vehicle-form';
import styles from './vehicle.module.css';

/** The add form: every change kept as the session draft; 下一步 only with every rule passing. */
export function VehicleAddForm({ initial }: { initial: VehicleFormValues }) {
  const navigate = useNavigate();
  const form = useVehicleForm(initial, vehicleDraft.write);
  const next = () => {
    if (!form.check()) return;
    vehicleDraft.write(form.values);
    navigate(paths.carAddConfirm.to());
  };
  return (
    <Form onSubmit={next} className={styles.page}>
      <VehicleFormFields form={form} plateReadOnly={Boolean(initial.id)} />
      <SubmitButton>{t.next}</SubmitButton>
    </Form>
  );
}
