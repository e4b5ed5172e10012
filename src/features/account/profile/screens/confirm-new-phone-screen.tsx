/** /i/main/modify-mobile-phone-number/confirm-new-phone-number: step 4, a code to the new number. */
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { ButtonLink, Form, SmsCodeField, SubmitButton, useFormFields } from '@/components/form';
import { ResultPage } from '@/components/result-page';
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

/** The change went through: the new number, and the way back to where the change began. */
function PhoneChanged({ mobile, toHomepage }: { mobile: string; toHomepage: boolean }) {
  return (
    <ResultPage
      as="div"
      title={m.changed}
      description={m.changedHint}
      facts={[{ label: m.newPhoneLabel, value: maskMobile(mobile), number: true }]}
      actions={
        <ButtonLink to={toHomepage ? paths.personalHome.to() : paths.me.to()} replace>
          {toHomepage ? m.backToHomepage : m.backToMe}
        </ButtonLink>
      }
    />
  );
}

export function ConfirmNewPhoneScreen() {
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
  // Set once the change is made: the draft is gone then, so the result is shown from here.
  const [changedTo, setChangedTo] = useState<string | null>(null);

  if (changedTo !== null) return <PhoneChanged mobile={changedTo} toHomepage={toHomepage} />;
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
    setChangedTo(newMobile);
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
