import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ButtonLink,
  ConsentCheckbox,
  Form,
  formMessages,
  MobileField,
  NewPasswordFields,
  newPasswordRules,
  SmsCodeField,
  SubmitButton,
  useConsent,
  useFormFields,
} from '@/components/form';
import { validateMobile } from '@/lib/domain/mobile';
import { validateSmsCode } from '@/lib/domain/sms-code';
import { useRegister } from '../api/password';
import { agreementLinks } from '../components/agreement-links';
import { AuthPage } from '../components/auth-page';
import { useCodeSender } from '../hooks/use-code-sender';
import { authLabels, authMessages } from '../messages';
import { authTracking } from '../tracking';
import { paths } from '@/lib/routing/paths';

export function RegisterScreen() {
  const navigate = useNavigate();
  const fields = useFormFields(
    { mobile: '', code: '', password: '', confirm: '' },
    { mobile: validateMobile, code: validateSmsCode, ...newPasswordRules },
  );
  const { mobile, code, password } = fields.values;
  const consent = useConsent(authMessages.consentRequired);
  const sendCode = useCodeSender({ mobile, template: 'register' }, () => fields.check('mobile'));
  const sendAndTrack = async () => {
    const sent = await sendCode();
    if (sent) authTracking.registerCodeSent();
    return sent;
  };
  // 2001: the driver opened registration (once per visit of the screen).
  useEffect(() => authTracking.registerOpened(), []);
  const register = useRegister();

  const submit = async () => {
    if (!fields.check() || !consent.confirm()) return;
    await register.mutateAsync({ mobile, code, password });
    navigate(paths.home.to(), { replace: true });
  };

  return (
    <AuthPage
      title={authLabels.registerTitle}
      footer={
        <>
          {authLabels.haveAccount}
          <ButtonLink variant="text" to={paths.loginPwd.to()}>
            {authLabels.goLogin}
          </ButtonLink>
        </>
      }
    >
      <Form onSubmit={submit}>
        <MobileField {...fields.bind('mobile')} />
        <SmsCodeField {...fields.bind('code')} onSend={sendAndTrack} />
        <NewPasswordFields
          label={formMessages.password}
          password={fields.bind('password')}
          confirm={fields.bind('confirm')}
        />
        <SubmitButton>{authLabels.registerSubmit}</SubmitButton>
        <ConsentCheckbox {...consent.bind} links={agreementLinks} />
      </Form>
    </AuthPage>
  );
}

export default RegisterScreen;
