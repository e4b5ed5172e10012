/**
 * /carcAptain2's start: with `carNo` the fleet vehicle of that plate (its saved values and photos),
 * without it an empty form for a new fleet vehicle.
 */
import { useCarDetail, useCarList } from '../api/vehicles';
import { EMPTY_VEHICLE, valuesOf, type VehicleFormValues } from '../vehicle-form-values';

export type FleetCarStart =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; retry: () => void }
  | { kind: 'missing' }
  | { kind: 'ready'; initial: VehicleFormValues };

export function useFleetCar(carNo: string | null): FleetCarStart {
  const list = useCarList();
  const car = carNo ? list.data?.find((c) => c.carNo === carNo) : undefined;
  const detail = useCarDetail(car?.id ?? null);
  if (!carNo) return { kind: 'ready', initial: EMPTY_VEHICLE };
  const failed = list.isError ? list : detail.isError ? detail : null;
  if (failed) {
    return { kind: 'error', message: failed.error.message, retry: () => void failed.refetch() };
  }
  if (list.data && !car) return { kind: 'missing' };
  if (detail.data) return { kind: 'ready', initial: valuesOf(detail.data) };
  return { kind: 'loading' };
}
