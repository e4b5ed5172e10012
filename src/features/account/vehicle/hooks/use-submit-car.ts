/**
 * Sends a vehicle (add or re-certify) once; a refusal is kept as an inline message and the values
 * stay where they are for the next try.
 */
import { useState } from 'react';
import { showToast } from '@/components/feedback';
import { useSaveCar } from '../api/vehicles';
import { vehicleMessages as t } from '../messages';
import { toSaveRequest, type VehicleFormValues } from '../vehicle-form-values';

export function useSubmitCar(onSaved: () => void) {
  const save = useSaveCar();
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async (values: VehicleFormValues) => {
    setRefusal(null);
    try {
      const result = await save.mutateAsync(toSaveRequest(values));
      showToast(result.approvalStatus === 20 ? t.submitted : t.submittedReview, 2000, 'success');
      onSaved();
    } catch (err) {
      setRefusal(err instanceof Error && err.message ? err.message : t.saveFailed);
    }
  };
  return { submit, refusal };
}
