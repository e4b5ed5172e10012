import { useNavigate } from 'react-router-dom';
import { Form, SubmitButton } from '@/components/form';
import { paths } from '@/lib/routing/paths';
import { useSubmitCar } from '../hooks/use-submit-car';
import { useVehicleForm } from '../hooks/use-vehicle-form';
import { vehicleMessages as t } from '../messages';
import type { VehicleFormValues } from '../vehicle-form-values';
import { ApprovalTag } from './approval-tag';
import { VehicleFormFields } from './vehicle-form';
import styles from './vehicle.module.css';

export interface FleetCarFormProps {
  initial: VehicleFormValues;
  /** The vehicle's state and reviewer's reason, when it is a known fleet vehicle. */
  status?: { approvalStatus: 10 | 20 | 30; opinion: string | null };
}

/** Certify (new) or re-certify (known plate) one fleet vehicle, sent straight from the form. */
export function FleetCarForm({ initial, status }: FleetCarFormProps) {
  const navigate = useNavigate();
  const form = useVehicleForm(initial);
  const { submit, refusal } = useSubmitCar(() =>
    navigate(paths.carCaptain.to(), { replace: true }),
  );
  const send = async () => {
    if (form.check()) await submit(form.values);
  };
  return (
    <Form onSubmit={send} className={styles.page}>
      {status ? (
        <p className={styles.rowMeta}>
          {initial.carNo} <ApprovalTag status={status.approvalStatus} />
        </p>
      ) : null}
      {status?.approvalStatus === 30 ? (
        <p className={`${styles.notice} ${styles.rejected}`}>
          {t.approvalOpinion}：{status.opinion ?? t.noOpinion}
        </p>
      ) : null}
      <VehicleFormFields form={form} plateReadOnly={Boolean(initial.id)} />
      {refusal ? (
        <p className={`${styles.notice} ${styles.rejected}`} role="alert">
          {refusal}
        </p>
      ) : null}
      <SubmitButton>{initial.id ? t.recertify : t.certify}</SubmitButton>
    </Form>
  );
}
