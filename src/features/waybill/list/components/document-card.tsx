/** The detail's documents: the contract and the agreements. */
import { Card } from '@/components/card';
import { ButtonLink } from '@/components/form';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { paths } from '@/lib/routing/paths';
import { detailMessages as t } from '../messages';

export function DocumentCard({ detail }: { detail: WaybillDetail }) {
  const id = detail.id;
  return (
    <Card
      title={t.documentSection}
      actions={
        <>
          <ButtonLink variant="secondary" to={paths.waybillContract.to({ id })}>
            {t.contract}
          </ButtonLink>
          <ButtonLink variant="secondary" to={paths.waybillAgreement.to({ id })}>
            {t.waybillAgreement}
          </ButtonLink>
          <ButtonLink variant="secondary" to={paths.waybillSupplementAgreement.to({ id })}>
            {t.supplementAgreement}
          </ButtonLink>
        </>
      }
    />
  );
}
