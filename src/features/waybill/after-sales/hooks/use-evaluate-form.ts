/** 评价: stars, tags and a comment, sent once (single flight, the visit's idempotency key). */
import { useNavigate } from 'react-router-dom';
import { MOVED_ON, useFormFields } from '@/components/form';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { paths } from '@/lib/routing/paths';
import { useAfterSalesWrite } from '../api/after-sales';
import { afterSalesMessages as t } from '../messages';
import { maxLength } from '../validators';

export function useEvaluateForm(detail: WaybillDetail) {
  const navigate = useNavigate();
  const send = useAfterSalesWrite(waybillAfterSales.evaluate);
  const fields = useFormFields(
    { stars: 0, tags: [] as string[], comment: '' },
    {
      stars: (v) => (Number.isInteger(v) && v >= 1 && v <= 5 ? null : t.evaluateStarsRequired),
      comment: maxLength('评价内容', 100),
    },
  );

  const submit = async () => {
    if (!fields.check()) return;
    const { stars, tags, comment } = fields.values;
    await send({ waybillId: detail.id, stars, tags, comment: comment.trim() });
    navigate(paths.waybillEvaluateSuccess.to({ id: detail.id }), { replace: true });
    return MOVED_ON;
  };

  return { fields, submit };
}
