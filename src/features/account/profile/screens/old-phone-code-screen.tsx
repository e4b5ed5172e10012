/** /i/main/modify-mobile-phone-number/get-verification-code: step 2, a code to the old number. */
import { useNavigate } from 'react-router-dom';
import { Form, SmsCodeField, SubmitButton, useFormFields } from '@/components/form';
import { maskMobile } from '@/lib/domain/mobile';
import { SMS_COUNTDOWN_S, validateSmsCode } from '@/lib/domain/sms-code';
import { paths } from '@/lib/routing/paths';
import { useCheckOldCode, useSendChangeCode } from '../api/change-phone';
import { StepPage } from '../components/step-page';
import { useChangePhoneDraft } from '../hooks/use-change-phone-draft';
import { profileMessages as m } from '../messages';

export function OldPhoneCodeScreen() {
  const navigate = useNavigate();
  const { oldMobile, draft, save } = useChangePhoneDraft();
  const fields = useFormFields({ code: draft.oldCode }, { code: validateSmsCode });
  const send = useSendChangeCode();
  const check = useCheckOldCode();

  const sendCode = async () => {
    await send.mutateAsync(oldMobile);
    save({ oldSentAt: Date.now() });
    return true;
  };

  const submit = async () => {
    if (!fields.check()) return;
    const { code } = fields.values;
    await check.mutateAsync({ mobile: oldMobile, code });
    save({ oldCode: code, oldCodeChecked: true });
    navigate(paths.enterNewPhone.to());
  };

  const code = fields.bind('code');
  return (
    <StepPage step={2} heading={m.verifyOldTitle} hint={m.oldCodeSentTo(maskMobile(oldMobile))}>
      <Form onSubmit={submit}>
        <SmsCodeField
          {...code}
          onChange={(value) => {
            code.onChange(value);
            // A new code must be checked again before the next step opens.
            save({ oldCode: value, oldCodeChecked: false });
          }}
          onSend={sendCode}
          runningUntil={draft.oldSentAt === null ? null : draft.oldSentAt + SMS_COUNTDOWN_S * 1000}
        />
        <SubmitButton>{m.next}</SubmitButton>
      </Form>
    </StepPage>
  );
}

export default OldPhoneCodeScreen;
