import { ButtonLink } from '@/components/form';
import { useWaybillDetail } from '@/hooks/use-waybill-detail';
import { paths } from '@/lib/routing/paths';
import { afterSalesMessages as t } from '../messages';
import { waybillDetailPath } from '../../shared/waybill-path';

/** After a write: back to the waybill (once its kind is known) or to the waybill list. */
export function BackLinks({ waybillId }: { waybillId: string }) {
  const detail = useWaybillDetail(waybillId).data;
  return (
    <>
      {detail ? (
        <ButtonLink to={waybillDetailPath(detail)} replace>
          {t.backToWaybill}
        </ButtonLink>
      ) : null}
      <ButtonLink variant={detail ? 'secondary' : 'primary'} to={paths.waybill.to()} replace>
        {t.backToWaybillList}
      </ButtonLink>
    </>
  );
}
