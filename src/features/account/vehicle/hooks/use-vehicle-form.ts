/**
 * The vehicle form's state: values and inline messages (form kit), the plate keyboard's confirm with
 * the platform look-up that prefills a known vehicle, and an optional change listener (the draft).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormFields } from '@/components/form';
import { carInfoByPlateQueryOptions } from '../api/vehicles';
import { prefillFrom, vehicleRules, type VehicleFormValues } from '../vehicle-form-values';

export function useVehicleForm(
  initial: VehicleFormValues,
  onValues?: (values: VehicleFormValues) => void,
) {
  const fields = useFormFields<VehicleFormValues>(initial, vehicleRules);
  const client = useQueryClient();
  const [prefilled, setPrefilled] = useState(false);
  const { values, set, touch } = fields;

  useEffect(() => {
    onValues?.(values);
  }, [values, onValues]);

  /** The keyboard confirmed a valid plate: keep it, then offer what the platform knows of it. */
  const confirmPlate = async (carNo: string) => {
    set('carNo', carNo);
    touch('carNo');
    if (values.id) return; // re-certifying: the driver's own record is already in the form
    // A failed look-up only means nothing is prefilled; the driver types the fields.
    const car = await client.fetchQuery(carInfoByPlateQueryOptions(carNo)).catch(() => null);
    if (!car) {
      setPrefilled(false);
      return;
    }
    for (const [key, value] of Object.entries(prefillFrom(car))) {
      set(key as keyof VehicleFormValues, value as never);
    }
    setPrefilled(true);
  };

  return { ...fields, prefilled, confirmPlate };
}

export type VehicleForm = ReturnType<typeof useVehicleForm>;
