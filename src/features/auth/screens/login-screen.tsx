import { FaceRecognitionOutline, UserAddOutline } from 'antd-mobile-icons';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SmsCodeButton } from '@/components/sms-code-button';
import { validateMobile } from '@/lib/domain/mobile';
import { validatePassword } from '@/lib/domain/password';
import { validateSmsCode } from '@/lib/domain/sms-code';
import { useLogin } from '../api/login';
import { useSendSmsCode } from '../api/sms';
import { AuthPage } from '../components/auth-page';
import { ConsentCheckbox } from '../components/consent-checkbox';
import form from '../components/form.module.css';
import { MobileField } from '../components/mobile-field';
import { PasswordField } from '../components/password-field';
import { SmsCodeField } from '../components/sms-code-field';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useSingleFlight } from '../hooks/use-single-flight';
import { authLabels, authMessages } from '../messages';
import { toastText } from '../notify';
import { afterLoginTarget } from '../redirect';
import styles from './login-screen.module.css';
import { paths } from '@/lib/routing/paths';
import { useRouteMetaAt } from '@/hooks/use-app-routes';

type Mode = 'sms' | 'password';

/** /loginPwd opens in password mode, /login in SMS mode; `?mode=sms|password` overrides both. */
function initialMode(pathname: string, params: URLSearchParams): Mode {
  const asked = params.get('mode');
  if (asked === 'sms' || asked === 'password') return asked;
  return pathname.toLowerCase().startsWith(paths.loginPwd.pattern.toLowerCase())
    ? 'password'
    : 'sms';
}

export function LoginScreen() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const metaAt = useRouteMetaAt();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>(() => initialMode(pathname, params));
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [consent, setConsent] = useState(false);
  const { errors, touch, check } = useFieldErrors(
    { mobile, code, password },
    { mobile: validateMobile, code: validateSmsCode, password: validatePassword },
  );
  const sendSms = useSendSmsCode();
  const login = useLogin();
  const once = useSingleFlight();
  const ids = useId();

  const sendCode = async () => {
    if (!check('mobile')) return false;
    await sendSms.mutateAsync({ mobile, template: 'login' });
    return true;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      if (
        !check(
          ...(mode === 'sms' ? (['mobile', 'code'] as const) : (['mobile', 'password'] as const)),
        )
      ) {
        return;
      }
      if (!consent) {
        toastText(authMessages.consentRequired);
        return;
      }
      await login.mutateAsync(
        mode === 'sms'
          ? { mode, mobile, code, rememberMe }
          : { mode, mobile, password, rememberMe },
      );
      navigate(afterLoginTarget(params.get('redirect'), metaAt, window.location.origin), {
        replace: true,
      });
    });
  };

  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      id={`${ids}-${value}`}
      aria-selected={mode === value}
      aria-controls={`${ids}-panel`}
      className={styles.tab}
      onClick={() => setMode(value)}
    >
      {label}
    </button>
  );

  return (
    <AuthPage
      brand
      footer={
        <>
          <p className={styles.moreTitle}>{authLabels.otherLogin}</p>
          <div className={styles.more}>
            <Link className={styles.moreLink} to={paths.faceLogin.to()}>
              <span className={styles.moreIcon} aria-hidden>
                <FaceRecognitionOutline />
              </span>
              {authLabels.faceLogin}
            </Link>
            <Link className={styles.moreLink} to={paths.register.to()}>
              <span className={styles.moreIcon} aria-hidden>
                <UserAddOutline />
              </span>
              {authLabels.register}
            </Link>
          </div>
        </>
      }
    >
      <div role="tablist" aria-label={authLabels.welcome} className={styles.tabs}>
        {tab('sms', authLabels.smsTab)}
        {tab('password', authLabels.passwordTab)}
      </div>
      <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-${mode}`}>
        <form className={form.form} onSubmit={submit} noValidate>
          <MobileField
            value={mobile}
            onChange={setMobile}
            onBlur={() => touch('mobile')}
            error={errors.mobile}
          />
          {mode === 'sms' ? (
            <SmsCodeField
              value={code}
              onChange={setCode}
              onBlur={() => touch('code')}
              error={errors.code}
              trailing={<SmsCodeButton onSend={sendCode} />}
            />
          ) : (
            <PasswordField
              value={password}
              onChange={setPassword}
              onBlur={() => touch('password')}
              error={errors.password}
            />
          )}
          <div className={`${form.row} ${styles.options}`}>
            <label className={form.check}>
              <input
                type="checkbox"
                className={form.checkbox}
                checked={rememberMe}
                onChange={(e) => setRememberMe(e.target.checked)}
              />
              {authLabels.rememberMe}
            </label>
            {mode === 'password' ? (
              <Link className={form.link} to={paths.findPwd.to()}>
                {authLabels.forgotPassword}
              </Link>
            ) : null}
          </div>
          <button
            type="submit"
            className={`${form.primary} ${styles.submit}`}
            disabled={login.isPending}
            aria-busy={login.isPending || undefined}
          >
            {authLabels.login}
          </button>
          <ConsentCheckbox checked={consent} onChange={setConsent} />
        </form>
      </div>
    </AuthPage>
  );
}

export default LoginScreen;
