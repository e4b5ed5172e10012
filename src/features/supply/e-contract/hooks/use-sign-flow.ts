/**
 * Signing: the drawn signature (not empty, within 200 kB), the SMS code where the contract asks for
 * it, then one sign call per attempt (single-flight form, idempotency key). A refusal is shown
 * inline and everything drawn and typed stays; success toasts 签署成功 and goes to `next` when it is
 * a path of this app, else back to the contract, now signed.
 */
import { type RefObject, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '@/components/feedback';
import { useFormFields } from '@/components/form';
import type { ContractDocument, SignRequest } from '@/lib/contract/supply/e-contract';
import { maskMobile, validateMobile } from '@/lib/domain/mobile';
import { validateSmsCode } from '@/lib/domain/sms-code';
import { isCancelled } from '@/lib/http/errors';
import { safeInAppPath } from '@/lib/routing/in-app-path';
import { paths } from '@/lib/routing/paths';
import { useSession } from '@/stores/session';
import { useSendSignCode, useSignContract } from '../api/contracts';
import type { SignaturePadHandle } from '../components/signature-pad';
import { eContractMessages as t } from '../messages';
import type { ContractQuery } from './use-contract-document';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { trackEvent } from '@/lib/tracking/track';

export function useSignFlow(
  doc: ContractDocument,
  carried: ContractQuery,
  pad: RefObject<SignaturePadHandle | null>,
) {
  const navigate = useNavigate();
  const loggedIn = useSession((s) => s.isLoggedIn());
  const phone = useSession((s) => s.loginInfo?.phone ?? '');
  // The code goes to the signer: the driver's own phone when he is the signer, else (a link
  // opened logged out, or someone else's contract) the mobile he types, checked by the server.
  const ownPhone = loggedIn && phone !== '' && maskMobile(phone) === doc.signerPhoneMasked;
  const [padError, setPadError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fields = useFormFields(
    { mobile: '', code: '' },
    {
      mobile: doc.needSms && !ownPhone ? validateMobile : undefined,
      code: doc.needSms ? validateSmsCode : undefined,
    },
  );
  const sendCode = useSendSignCode();
  const sign = useSignContract();
  // Kept while an attempt's outcome is unknown (a time-out), so trying again cannot sign twice.

  const send = async () => {
    if (!ownPhone && !fields.check('mobile')) return false;
    await sendCode.mutateAsync({
      mobile: ownPhone ? phone : fields.values.mobile,
      session: ownPhone,
    });
    return true;
  };

  const submit = async () => {
    setRefusal(null);
    const fieldsOk = fields.check();
    const image = pad.current?.toDataUrl() ?? null;
    setPadError(image ? null : pad.current?.inked() ? t.signatureTooLarge : t.signatureRequired);
    if (!fieldsOk || !image) return;
    const request: SignRequest = {
      contractId: doc.id,
      signatureImage: image,
      ...(doc.needSms ? { smsCode: fields.values.code } : {}),
      ...(carried.param ? { linkCode: carried.param } : {}),
    };
    try {
      // A refusal ends the attempt (the next one is new); after a time-out or a gateway error it
      // may have signed, so the next try — even after a reload — replays the same key.
      await sign.mutateAsync(request);
    } catch (err) {
      if (isCancelled(err)) return;
      setRefusal(err instanceof Error && err.message ? err.message : t.signFailed);
      return;
    }
    trackEvent(TRACKING_EVENTS.waybillSign, { contractId: doc.id });
    showToast(t.signed, 2000, 'success');
    const { next, ...contract } = carried;
    navigate(safeInAppPath(next) ?? paths.contractDetail.to(contract), { replace: true });
  };

  const clearPadError = () => setPadError(null);
  return { padError, clearPadError, refusal, fields, send, submit, ownPhone, phone };
}
