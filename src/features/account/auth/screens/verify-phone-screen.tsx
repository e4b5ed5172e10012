import { useNavigate, useSearchParams } from 'react-router-dom';
import { Form, MobileField, SubmitButton, useFormFields } from '@/components/form';
import { validateMobile } from '@/lib/domain/mobile';
import { useSession } from '@/stores/session';
import { AuthPage } from '../components/auth-page';
import { authLabels } from '../messages';
import { nextOf } from '../verify-flow';
import { paths } from '@/lib/routing/paths';

/** Step 1 of the phone check: which phone (the logged-in driver's, unless the query names one). */
export function VerifyPhoneScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionPhone = useSession((s) => s.loginInfo?.phone ?? '');
  const fields = useFormFields(() => ({ mobile: params.get('mobile') || sessionPhone }), {
    mobile: validateMobile,
  });

  const submit = () => {
    if (!fields.check()) return;
    navigate(paths.verifyGraph.to({ mobile: fields.values.mobile, next: nextOf(params) }));
  };

  return (
    <AuthPage title={authLabels.verifyPhoneTitle} subtitle={authLabels.verifyPhoneHint}>
      <Form onSubmit={submit}>
        <MobileField {...fields.bind('mobile')} />
        <SubmitButton>{authLabels.next}</SubmitButton>
      </Form>
    </AuthPage>
  );
}

export default VerifyPhoneScreen;
