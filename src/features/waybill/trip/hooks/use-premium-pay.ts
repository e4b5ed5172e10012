/**
 * The insurance premium, paid before departure through either wallet. First the platform is asked
 * whether it would take the departure from here and now (the fence, the loading window …): a
 * departure it would refuse is told and nothing is charged. Then an order from the platform (made
 * from the same fix), the wallet through the bridge's `pay`, then the platform confirms it
 * (success) or closes it (cancel / failure) so a new order may be made. Each call carries the
 * idempotency key of its intended action (`sendIntended`: this waybill's order with this wallet,
 * its confirmation, its closing), kept until the answer is known, so a retry after a lost answer —
 * or after leaving and coming back — never makes a second order or pays twice.
 */
import { useQueryClient } from '@tanstack/react-query';
import { showAlert, showToast } from '@/components/feedback';
import { bridge } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import type { Wallet } from '@/lib/bridge/protocol';
import type { AnyEndpoint } from '@/hooks/use-visit-write';
import type { ReqOf, ResOf } from '@/lib/contract/endpoint';
import type { ClientData } from '@/lib/contract/envelope';
import { waybillTrip, type WaybillDetail } from '@/lib/contract/waybill/trip';
import { http } from '@/lib/http/client';
import { sendIntended } from '@/lib/http/intended-write';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { fenceCheck } from '../api/offline';
import { currentFix, fixFields, track, tripChanged } from '../api/trip';
import { tripMessages as t } from '../messages';
import { showRefusal } from './step-refusal';

/** One call of the premium's with its intent's key (by default the request is the intent). */
function sendPremium<E extends AnyEndpoint>(
  ep: E,
  request: ReqOf<E>,
  { identity = request as unknown, ignoreErrors = false } = {},
): Promise<ClientData<ResOf<E>>> {
  return sendIntended(ep.path, identity, (idempotencyKey) =>
    http.call(ep, request, { idempotencyKey, ...(ignoreErrors ? { ignoreErrors } : {}) }),
  );
}

export function usePremiumPay(detail: WaybillDetail) {
  const client = useQueryClient();

  const close = (orderNo: string, reason: 'cancel' | 'fail') =>
    sendPremium(
      waybillTrip.closePremiumPayment,
      { id: detail.id, orderNo, reason },
      { ignoreErrors: true },
    ).catch(() => null);

  return async (wallet: Wallet) => {
    const fix = await currentFix();
    const check = await fenceCheck(detail, 'loading', fix);
    if (check.refusal) return showRefusal(check.refusal, 'loading');
    // One order per waybill and wallet until its answer is known; the fix is not part of it.
    const order = await sendPremium(
      waybillTrip.createPremiumPayment,
      { id: detail.id, wallet, ...fixFields(fix) },
      { identity: { id: detail.id, wallet } },
    );
    try {
      await bridge.call('pay', { wallet, orderNo: order.orderNo, orderInfo: order.orderInfo });
    } catch (err) {
      const cancelled = isBridgeError(err) && err.code === 'cancelled';
      await close(order.orderNo, cancelled ? 'cancel' : 'fail');
      tripChanged(client);
      if (cancelled) showToast(t.payCancelled);
      else
        await showAlert({
          title: t.payFailedTitle,
          ...{ 'aria-label': t.payFailedTitle },
          content: t.payFailed,
          confirmText: t.gotIt,
        });
      return;
    }
    try {
      await sendPremium(waybillTrip.confirmPremiumPayment, {
        id: detail.id,
        orderNo: order.orderNo,
      });
    } finally {
      tripChanged(client);
    }
    track(TRACKING_EVENTS.waybillPremiumPayment, detail, { wallet, amount: order.amount });
    showToast(t.paySuccess, 2000, 'success');
  };
}
