/**
 * 确认支付: the code is texted to the driver's own phone (template fuelPay); the tap reads the
 * payment key afresh, encrypts the code with it (never sent in clear) and pushes the order with the
 * card's call through useMoneyAction — one idempotency key per intended order, asked about after a
 * lost answer. A refusal (支付密钥已失效 included) is the client's alert in the server's words; the
 * order never happened, so the next tap reads a new key and gets a new idempotency key.
 */
import { useNavigate } from 'react-router-dom';
import { MOVED_ON, useFormFields } from '@/components/form';
import { moneyResult } from '@/hooks/money-result';
import type { FuelOrderPush } from '@/lib/contract/fuel/station';
import { encryptSecret } from '@/lib/crypto/encrypt-secret';
import { validateSmsCode } from '@/lib/domain/sms-code';
import { paths } from '@/lib/routing/paths';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { trackEvent } from '@/lib/tracking/track';
import { paymentKey, sendFuelPayCode, usePushNew, usePushOld } from '../api/fuel-station';
import { clearDraft, type FuelOrderDraft } from '../draft';
import { fuelStationMessages as t } from '../messages';

async function orderOf(d: FuelOrderDraft, code: string): Promise<FuelOrderPush> {
  const key = await paymentKey();
  const secret = await encryptSecret(key.publicKey, code);
  return {
    stationId: d.stationId,
    oilNo: d.product.oilNo,
    carNo: d.carNo,
    mode: d.mode,
    ...(d.mode === 'amount' ? { amount: d.value } : { litres: d.value / 100 }),
    unitPrice: d.product.cardPrice,
    totalPrice: d.totalPrice,
    keyId: key.keyId,
    secret,
  };
}

export function usePay(draft: FuelOrderDraft, mobile: string) {
  const navigate = useNavigate();
  const pushNew = usePushNew();
  const pushOld = usePushOld();
  const fields = useFormFields({ code: '' }, { code: validateSmsCode });

  const sendCode = async (): Promise<boolean> => {
    try {
      await sendFuelPayCode(mobile);
      return true;
    } catch {
      return false;
    }
  };

  const submit = async () => {
    if (!fields.check('code')) return;
    const order = await moneyResult(async () => {
      const payload = await orderOf(draft, fields.values.code);
      return (draft.oilType === 'old' ? pushOld : pushNew)(payload);
    }, t.outcomeTitle);
    if (!order) return; // a refusal was alerted in the server's words; the code stays
    trackEvent(TRACKING_EVENTS.fuelOrder, {
      orderNo: order.orderNo,
      oilType: order.oilType,
      amount: order.totalPrice,
      litres: order.litres,
    });
    clearDraft();
    navigate(paths.fuelOrderDetail.to({ orderNo: order.orderNo, oilType: order.oilType }), {
      replace: true,
    });
    return MOVED_ON;
  };

  return { fields, sendCode, submit };
}
