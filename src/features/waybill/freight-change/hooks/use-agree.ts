/**
 * 同意: a confirm dialog naming the old and new freight, then one request with the visit's
 * idempotency key (the kit's Button runs it single-flight). A refusal (handled meanwhile) is the
 * client's alert in the server's words; the change is read again either way, so the screen shows
 * its result.
 */
import { showConfirm, showToast } from '@/components/feedback';
import { fenToYuan } from '@/lib/domain/money';
import { waybillAfterSales, type FreightChange } from '@/lib/contract/waybill/after-sales';
import { useFreightChangeWrite } from '../api/freight-change';
import { freightMessages as t } from '../messages';

export function useAgree(change: FreightChange) {
  const send = useFreightChangeWrite(waybillAfterSales.agreeFreightChange);
  return async () => {
    const ok = await showConfirm({
      title: t.agreeTitle,
      content: t.agreeConfirm(fenToYuan(change.oldFreight), fenToYuan(change.newFreight)),
      confirmText: t.agreeOk,
      cancelText: t.agreeBack,
    });
    if (!ok) return;
    await send({ id: change.id });
    showToast(t.agreed, 2000, 'success');
  };
}
