/** /i/main/modify-mobile-phone-number/confirm-new-phone-number: step 4, a code to the new number. */
import { Navigate, useNavigate } from 'react-router-dom';
import { showToast } from '@/components/feedback';
import { Form, SmsCodeField, SubmitButton, useFormFields } from '@/components/form';
import { isMobile, maskMobile } from '@/lib/domain/mobile';
import { SMS_COUNTDOWN_S, validateSmsCode } from '@/lib/domain/sms-code';
import { PERSONAL_HOME_ROLES } from '@/lib/domain/roles';
import { paths } from '@/lib/routing/paths';
import { usePermissions } from '@/stores/permissions';
import { useSendChangeCode, useUpdateMobile } from '../api/change-phone';
import { clearDraft } from '../change-phone-draft';
import { StartOver } from '../components/start-over';
import { StepPage } from '../components/step-page';
import { useChangePhoneDraft } from '../hooks/use-change-phone-draft';
import { profileMessages as m } from '../messages';

export function ConfirmNewPhoneScreen() {
  const navigate = useNavigate();
  const { oldMobile, draft, save } = useChangePhoneDraft();
  const newMobile = draft.newMobile;
  // A code typed for another number is no use for this one.
  const sameTarget = draft.newSentTo === newMobile;
  const fields = useFormFields(
    { code: sameTarget ? draft.newCode : '' },
    { code: validateSmsCode },
  );
  const send = useSendChangeCode();
  const update = useUpdateMobile();
  const toHomepage = usePermissions((s) => s.hasAnyRole(PERSONAL_HOME_ROLES));

  if (!draft.oldCodeChecked) return <StartOver oldMobile={oldMobile} />;
  if (!isMobile(newMobile) || newMobile === oldMobile) {
    return <Navigate to={paths.enterNewPhone.to()} replace />;
  }

  const sendCode = async () => {
    await send.mutateAsync(newMobile);
    save({ newSentAt: Date.now(), newSentTo: newMobile });
    return true;
  };

  const submit = async () => {
    if (!fields.check()) return;
    // A refusal (number taken, wrong code) throws here: the client has shown it, all stays typed.
    await update.mutateAsync({
      oldCode: draft.oldCode,
      mobile: newMobile,
      code: fields.values.code,
    });
    clearDraft();
    showToast(m.changed, 2000, 'success');
    navigate(toHomepage ? paths.personalHome.to() : paths.me.to(), { replace: true });
  };

  const code = fields.bind('code');
  const runningUntil =
    sameTarget && draft.newSentAt !== null ? draft.newSentAt + SMS_COUNTDOWN_S * 1000 : null;
  return (
    <StepPage step={4} heading={m.verifyNewTitle} hint={m.newCodeSentTo(maskMobile(newMobile))}>
      <Form onSubmit={submit}>
        <SmsCodeField
          {...code}
          onChange={(value) => {
            code.onChange(value);
            save({ newCode: value });
          }}
          onSend={sendCode}
          runningUntil={runningUntil}
        />
        <SubmitButton>{m.submit}</SubmitButton>
      </Form>
    </StepPage>
  );
}

export default ConfirmNewPhoneScreen;
