import { ButtonLink } from '@/components/form';
import { LoadEmpty } from '@/components/load-state';
import { paths } from '@/lib/routing/paths';
import { grabMessages as t } from '../grab-messages';

/**
 * A later grab step opened without an earlier step's choice (an old or cut link): back to that
 * step — the vehicle, or (with `carNo`, for a bulk source) the quantity.
 */
export function GrabNoVehicle({ id, carNo }: { id: string; carNo?: string }) {
  if (carNo)
    return (
      <LoadEmpty title={t.chooseQuantity} description={t.chooseQuantityHint}>
        <ButtonLink to={paths.carryInfoModular.to({ id, carNo })}>{t.toChooseQuantity}</ButtonLink>
      </LoadEmpty>
    );
  return (
    <LoadEmpty title={t.chooseVehicle} description={t.chooseVehicleHint}>
      <ButtonLink to={paths.carryInfoVehicle.to({ id })}>{t.toChooseVehicle}</ButtonLink>
    </LoadEmpty>
  );
}
