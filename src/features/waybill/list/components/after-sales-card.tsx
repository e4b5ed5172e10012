/** The detail's after-sales links, only those the waybill allows (none: no card). */
import { Card } from '@/components/card';
import { ButtonLink } from '@/components/form';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { paths } from '@/lib/routing/paths';
import { detailMessages as t } from '../messages';

export function AfterSalesCard({ detail }: { detail: WaybillDetail }) {
  const id = detail.id;
  const open = detail.afterSales;
  const links: [boolean, string, string][] = [
    [open.complaint, t.afterSales.complaint, paths.complaintAdd.to({ waybillId: id })],
    [open.cancel, t.afterSales.cancel, paths.waybillCancel.to({ id })],
    [open.abnormal, t.afterSales.abnormal, paths.waybillAbnormal.to({ id })],
    [open.freightChange, t.afterSales.freightChange, paths.freightChangeList.to({ waybillId: id })],
    [open.changeCaptain, t.afterSales.changeCaptain, paths.waybillChangeCard.to({ id })],
    [open.repairCard, t.afterSales.repairCard, paths.waybillRepairCard.to({ id })],
    [open.returnTrip, t.afterSales.returnTrip, paths.returnTripAdd.to()],
  ];
  const shown = links.filter(([on]) => on);
  if (shown.length === 0) return null;
  return (
    <Card
      title={t.afterSalesSection}
      actions={shown.map(([, label, to]) => (
        <ButtonLink key={label} variant="secondary" to={to}>
          {label}
        </ButtonLink>
      ))}
    />
  );
}
