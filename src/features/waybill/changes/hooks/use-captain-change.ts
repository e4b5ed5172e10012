/**
 * 更换车队长: find the new captain by mobile (only real-name certified captains can take over),
 * then the code button chooses him on the bill (modifyBillCaptain texts a code to the driver's
 * phone, 60-s countdown), then the code signs the bill (verifySmsAndSign). A refusal is the
 * client's alert in the server's words; what was typed stays.
 */
import { useState } from 'react';
import { useFormFields } from '@/components/form';
import type { CarCaptain } from '@/lib/contract/account/captain';
import { waybillAfterSales, type CaptainChangeBill } from '@/lib/contract/waybill/after-sales';
import { validateMobile } from '@/lib/domain/mobile';
import { validateSmsCode } from '@/lib/domain/sms-code';
import { useChangesWrite, useFindCaptain } from '../api/waybill-changes';
import { changesMessages as t } from '../messages';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { trackEvent } from '@/lib/tracking/track';

/** undefined: not looked up yet; null: no certified captain with that mobile. */
type Found = CarCaptain | null | undefined;

export function useCaptainChange(billId: string) {
  const find = useFindCaptain();
  const choose = useChangesWrite(waybillAfterSales.modifyBillCaptain);
  const sign = useChangesWrite(waybillAfterSales.verifySmsAndSign);
  const [found, setFound] = useState<Found>(undefined);
  const [bill, setBill] = useState<CaptainChangeBill | null>(null);
  const [chooseError, setChooseError] = useState<string | null>(null);
  const fields = useFormFields(
    { mobile: '', code: '' },
    { mobile: validateMobile, code: validateSmsCode },
  );

  const lookUp = async () => {
    if (!fields.check('mobile')) return;
    setFound(undefined);
    setChooseError(null);
    setFound(await find(fields.values.mobile));
  };

  /** The code button: the captain goes on the bill and the code is texted. */
  const sendCode = async (): Promise<boolean> => {
    if (!found) {
      setChooseError(t.captainChooseFirst);
      return false;
    }
    try {
      setBill(await choose({ billId, captainId: found.carCaptainId }));
      setChooseError(null);
      return true;
    } catch {
      return false;
    }
  };

  const submit = async () => {
    if (!bill || bill.state !== 'sent') {
      setChooseError(t.captainChooseFirst);
      return;
    }
    if (!fields.check('code')) return;
    const signed = await sign({ billId, code: fields.values.code });
    trackEvent(TRACKING_EVENTS.waybillCaptainChange, {
      waybillNo: signed.waybillNo,
      captainId: signed.newCaptain?.carCaptainId ?? null,
    });
    setBill(signed);
  };

  const setMobile = (v: string) => {
    fields.set('mobile', v);
    setFound(undefined);
  };

  return { fields, found, bill, chooseError, lookUp, sendCode, submit, setMobile };
}
