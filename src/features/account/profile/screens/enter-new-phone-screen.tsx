/** /i/main/modify-mobile-phone-number/enter-new-phone-number: step 3, the number to bind. */
import { useNavigate } from 'react-router-dom';
import { Form, MobileField, SubmitButton, useFormFields } from '@/components/form';
import { validateMobile } from '@/lib/domain/mobile';
import { paths } from '@/lib/routing/paths';
import { StartOver } from '../components/start-over';
import { StepPage } from '../components/step-page';
import { useChangePhoneDraft } from '../hooks/use-change-phone-draft';
import { profileMessages as m } from '../messages';

export function EnterNewPhoneScreen() {
  const navigate = useNavigate();
  const { oldMobile, draft, save } = useChangePhoneDraft();
  const fields = useFormFields(
    { mobile: draft.newMobile },
    // §5's rule first (its message), then the one this flow adds.
    { mobile: (v) => validateMobile(v) ?? (v === oldMobile ? m.sameAsOld : null) },
  );

  if (!draft.oldCodeChecked) return <StartOver oldMobile={oldMobile} />;

  const submit = () => {
    if (!fields.check()) return;
    navigate(paths.confirmNewPhone.to({ mobile: fields.values.mobile }));
  };

  const mobile = fields.bind('mobile');
  return (
    <StepPage step={3} heading={m.enterNewTitle} hint={m.newPhoneHint}>
      <Form onSubmit={submit}>
        <MobileField
          {...mobile}
          label={m.newPhoneLabel}
          placeholder={m.newPhonePlaceholder}
          onChange={(value) => {
            mobile.onChange(value);
            save({ newMobile: value });
          }}
        />
        <SubmitButton>{m.next}</SubmitButton>
      </Form>
    </StepPage>
  );
}

export default EnterNewPhoneScreen;
