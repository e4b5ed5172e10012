/**
 * 取消运单: a reason (其他 needs a remark), a confirm dialog, then the single-flight write with the
 * visit's idempotency key. A refusal (the truck departed meanwhile) is the client's alert with the
 * server's message; the waybill is read again so the screen says why it cannot be cancelled.
 */
import { useNavigate } from 'react-router-dom';
import { MOVED_ON, useFormFields } from '@/components/form';
import { showConfirm, showToast } from '@/components/feedback';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { useAfterSalesWrite } from '../api/after-sales';
import { afterSalesMessages as t } from '../messages';
import { lengthOf, maxLength } from '../validators';
import { waybillDetailPath } from '../../shared/waybill-path';

/** The `cancelReason` value of 其他. */
export const OTHER_REASON = '9';

export function useCancelForm(detail: WaybillDetail) {
  const navigate = useNavigate();
  const send = useAfterSalesWrite(waybillAfterSales.cancel);
  const fields = useFormFields(
    { reason: '', remark: '' },
    {
      reason: (v) => (v === '' ? t.cancelReasonRequired : null),
      remark: (v, all) =>
        all.reason === OTHER_REASON && v.trim() === ''
          ? t.cancelRemarkRequired
          : maxLength('备注', 100)(v),
    },
  );

  const submit = async () => {
    if (!fields.check()) return;
    const ok = await showConfirm({
      title: t.cancelConfirmTitle,
      content: t.cancelConfirm(detail.waybillNo),
      confirmText: t.cancelConfirmOk,
      cancelText: t.cancelConfirmBack,
    });
    if (!ok) return;
    const remark = fields.values.remark.trim();
    await send({
      waybillId: detail.id,
      reason: fields.values.reason,
      ...(lengthOf(remark) > 0 ? { remark } : {}),
    });
    showToast(t.cancelled, 2000, 'success');
    navigate(waybillDetailPath(detail), { replace: true });
    return MOVED_ON;
  };

  return { fields, submit };
}
