/**
 * The last add step: the reserved mobile (§5 rule) and its 6-digit code (template bankCard, the
 * 60-s resend countdown), then `add` with an idempotency key. Bound → the draft is cleared, a toast,
 * and back to where the driver came from (or the list). A refusal (验证码错误, 该银行卡已绑定 …) is
 * the client's alert; what was typed stays.
 */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { showToast } from '@/components/feedback';
import { MOVED_ON, useFormFields } from '@/components/form';
import { bankInfo } from '@/lib/contract/money/bank-card';
import { validateMobile } from '@/lib/domain/mobile';
import { validateSmsCode } from '@/lib/domain/sms-code';
import { sendBankCardCode, useBankWrite } from '../api/bank-card';
import { clearBankDraft, readBankDraft, writeBankDraft } from '../bank-draft';
import { bankMessages as t } from '../messages';
import { returnTarget } from './bank-return';

export function useReserveForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const add = useBankWrite(bankInfo.add);
  const fields = useFormFields(
    { reservedMobile: readBankDraft().reservedMobile, code: '' },
    { reservedMobile: validateMobile, code: validateSmsCode },
  );

  const typeMobile = (v: string) => {
    fields.set('reservedMobile', v);
    writeBankDraft({ reservedMobile: v });
  };

  const sendCode = async (): Promise<boolean> => {
    if (!fields.check('reservedMobile')) return false;
    await sendBankCardCode(fields.values.reservedMobile);
    return true;
  };

  const submit = async () => {
    if (!fields.check()) return;
    const draft = readBankDraft();
    await add({
      bankName: draft.bankName,
      employeeNo: draft.employeeNo,
      cardNo: draft.cardNo,
      reservedMobile: fields.values.reservedMobile,
      code: fields.values.code,
      agreed: true,
    });
    clearBankDraft();
    showToast(t.bound, 2000, 'success');
    navigate(returnTarget(params.get('back')), { replace: true });
    return MOVED_ON;
  };

  return { fields, typeMobile, sendCode, submit };
}
