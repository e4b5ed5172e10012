/**
 * 确认车辆信息 (/i/car/add/confirm): the draft at a glance, then submit → Me (/i), whose kept-alive
 * screens are dropped on this transition (§2.1, cache-rules). A refusal keeps the draft.
 */
import { ErrorBlock } from 'antd-mobile';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/form';
import { paths } from '@/lib/routing/paths';
import { VehicleFields } from '../components/vehicle-fields';
import styles from '../components/vehicle.module.css';
import { useSubmitCar } from '../hooks/use-submit-car';
import { vehicleDraft } from '../hooks/vehicle-draft';
import { vehicleMessages as t } from '../messages';
import { isComplete, toSaveRequest } from '../vehicle-form-values';

export function CarAddConfirmScreen() {
  const navigate = useNavigate();
  const draft = useMemo(() => vehicleDraft.read(), []);
  const { submit, refusal } = useSubmitCar(() => {
    vehicleDraft.clear();
    navigate(paths.me.to(), { replace: true });
  });

  if (!draft || !isComplete(draft)) {
    return (
      <div className={styles.state}>
        <ErrorBlock status="empty" title={t.noDraft} />
        <ButtonLink to={paths.carAdd.to()} replace>
          {t.fillFirst}
        </ButtonLink>
      </div>
    );
  }

  const editTo = paths.carAdd.to(draft.id ? { id: draft.id } : undefined);
  return (
    <div className={styles.page}>
      <p className={`${styles.notice} ${styles.info}`}>{t.confirmHint}</p>
      <VehicleFields car={toSaveRequest(draft)} />
      {refusal ? (
        <p className={`${styles.notice} ${styles.rejected}`} role="alert">
          {refusal}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={() => submit(draft)}>{t.submit}</Button>
        <Button variant="secondary" onClick={() => navigate(editTo, { replace: true })}>
          {t.backToEdit}
        </Button>
      </div>
    </div>
  );
}

export default CarAddConfirmScreen;
