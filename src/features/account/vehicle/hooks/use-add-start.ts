/**
 * Where the add form starts: the session draft (a reload, or back from the confirm screen), or with
 * `?id=` the driver's own vehicle to re-submit (its saved values and photos), or an empty form.
 */
import { useMemo } from 'react';
import { useCarDetail } from '../api/vehicles';
import { EMPTY_VEHICLE, valuesOf, type VehicleFormValues } from '../vehicle-form-values';
import { vehicleDraft } from './vehicle-draft';

export function useAddStart(id: string | null) {
  const draft = useMemo(() => vehicleDraft.read(), []);
  const draftFits = draft !== null && (draft.id ?? null) === id;
  const detail = useCarDetail(draftFits ? null : id);
  let initial: VehicleFormValues | null = null;
  if (draftFits) initial = draft;
  else if (!id) initial = EMPTY_VEHICLE;
  else if (detail.data) initial = valuesOf(detail.data);
  return { initial, detail };
}
