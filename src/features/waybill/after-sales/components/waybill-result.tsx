import type { FactEntry } from '@/components/card';
import { ButtonLink } from '@/components/form';
import { ResultPage } from '@/components/result-page';
import { useWaybillDetail } from '@/hooks/use-waybill-detail';
import { paths } from '@/lib/routing/paths';
import { afterSalesMessages as t } from '../messages';
import { waybillDetailPath } from '../../shared/waybill-path';

/**
 * A write on a waybill went through (异常已上报, 评价成功): the kit's result page with the waybill's
 * number once it is read, and the ways on: back to the waybill (once its kind is known), the list.
 */
export function WaybillResult({
  waybillId,
  title,
  description,
}: {
  waybillId: string;
  title: string;
  description: string;
}) {
  const detail = useWaybillDetail(waybillId).data;
  const facts: FactEntry[] = [
    detail && { label: t.waybillNo, value: detail.waybillNo, number: true },
  ];
  return (
    <ResultPage
      as="div"
      title={title}
      description={description}
      facts={facts}
      actions={
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
      }
    />
  );
}
