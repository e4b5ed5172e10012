/** A waybill screen opened without `?id=`: nothing to read, the way back to the list. */
import { ButtonLink } from '@/components/form';
import { LoadEmpty } from '@/components/load-state';
import { paths } from '@/lib/routing/paths';
import { documentMessages as t } from '../messages';

export function MissingWaybill() {
  return (
    <LoadEmpty title={t.missingWaybill}>
      <ButtonLink to={paths.waybill.to()} replace>
        {t.backToList}
      </ButtonLink>
    </LoadEmpty>
  );
}
