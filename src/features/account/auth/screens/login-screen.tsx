import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  ButtonLink,
  Checkbox,
  ConsentCheckbox,
  Form,
  MobileField,
  PasswordField,
  SmsCodeField,
  SubmitButton,
  useConsent,
  useFormFields,
} from '@/components/form';
import { validateMobile } from '@/lib/domain/mobile';
import { validatePassword } from '@/lib/domain/password';
import { validateSmsCode } from '@/lib/domain/sms-code';
import { useLogin } from '../api/login';
import { agreementLinks } from '../components/agreement-links';
import { AuthPage } from '../components/auth-page';
import { initialLoginMode, type LoginMode, LoginTabs } from '../components/login-tabs';
import { OtherLogins } from '../components/other-logins';
import { useCodeSender } from '../hooks/use-code-sender';
import { authLabels, authMessages } from '../messages';
import { afterLoginTarget } from '../redirect';
import styles from './login-screen.module.css';
import { paths } from '@/lib/routing/paths';
import { useRouteMetaAt } from '@/hooks/use-app-routes';

export function LoginScreen() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const metaAt = useRouteMetaAt();
  const navigate = useNavigate();
  const [mode, setMode] = useState<LoginMode>(() => initialLoginMode(pathname, params));
  const [rememberMe, setRememberMe] = useState(false);
  const fields = useFormFields(
    { mobile: '', code: '', password: '' },
    { mobile: validateMobile, code: validateSmsCode, password: validatePassword },
  );
  const { mobile, code, password } = fields.values;
  const consent = useConsent(authMessages.consentRequired);
  const sendCode = useCodeSender({ mobile, template: 'login' }, () => fields.check('mobile'));
  const login = useLogin();

  const submit = async () => {
    if (!fields.check('mobile', mode === 'sms' ? 'code' : 'password') || !consent.confirm()) return;
    await login.mutateAsync(
      mode === 'sms' ? { mode, mobile, code, rememberMe } : { mode, mobile, password, rememberMe },
    );
    navigate(afterLoginTarget(params.get('redirect'), metaAt, window.location.origin), {
      replace: true,
    });
  };

  return (
    <AuthPage brand footer={<OtherLogins />}>
      <LoginTabs mode={mode} onChange={setMode}>
        <Form onSubmit={submit}>
          <MobileField {...fields.bind('mobile')} />
          {mode === 'sms' ? (
            <SmsCodeField {...fields.bind('code')} onSend={sendCode} />
          ) : (
            <PasswordField {...fields.bind('password')} />
          )}
          <div className={styles.options}>
            <Checkbox checked={rememberMe} onChange={setRememberMe}>
              {authLabels.rememberMe}
            </Checkbox>
            {mode === 'password' ? (
              <ButtonLink variant="text" to={paths.findPwd.to()}>
                {authLabels.forgotPassword}
              </ButtonLink>
            ) : null}
          </div>
          <SubmitButton className={styles.submit}>{authLabels.login}</SubmitButton>
          <ConsentCheckbox {...consent.bind} links={agreementLinks} />
        </Form>
      </LoginTabs>
    </AuthPage>
  );
}

export default LoginScreen;
