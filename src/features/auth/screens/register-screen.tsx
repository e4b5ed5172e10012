import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SmsCodeButton } from '@/components/sms-code-button';
import { validateMobile } from '@/lib/domain/mobile';
import { validateNewPassword, validatePasswordConfirm } from '@/lib/domain/password';
import { validateSmsCode } from '@/lib/domain/sms-code';
import { useRegister } from '../api/password';
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
import { paths } from '@/lib/routing/paths';

export function RegisterScreen() {
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [consent, setConsent] = useState(false);
  const { errors, touch, check } = useFieldErrors(
    { mobile, code, password, confirm },
    {
      mobile: validateMobile,
      code: validateSmsCode,
      password: validateNewPassword,
      confirm: (value, all) => validatePasswordConfirm(all.password, value),
    },
  );
  const sendSms = useSendSmsCode();
  const register = useRegister();
  const once = useSingleFlight();

  const sendCode = async () => {
    if (!check('mobile')) return false;
    await sendSms.mutateAsync({ mobile, template: 'register' });
    return true;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      if (!check()) return;
      if (!consent) {
        toastText(authMessages.consentRequired);
        return;
      }
      await register.mutateAsync({ mobile, code, password });
      navigate(paths.home.to(), { replace: true });
    });
  };

  return (
    <AuthPage
      title={authLabels.registerTitle}
      footer={
        <>
          {authLabels.haveAccount}
          <Link className={form.link} to={paths.loginPwd.to()}>
            {authLabels.goLogin}
          </Link>
        </>
      }
    >
      <form className={form.form} onSubmit={submit} noValidate>
        <MobileField
          value={mobile}
          onChange={setMobile}
          onBlur={() => touch('mobile')}
          error={errors.mobile}
        />
        <SmsCodeField
          value={code}
          onChange={setCode}
          onBlur={() => touch('code')}
          error={errors.code}
          trailing={<SmsCodeButton onSend={sendCode} />}
        />
        <PasswordField
          label={authLabels.password}
          placeholder={authLabels.newPasswordPlaceholder}
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          onBlur={() => touch('password')}
          error={errors.password}
        />
        <PasswordField
          label={authLabels.confirmPassword}
          placeholder={authLabels.confirmPasswordPlaceholder}
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          onBlur={() => touch('confirm')}
          error={errors.confirm}
        />
        <button
          type="submit"
          className={form.primary}
          disabled={register.isPending}
          aria-busy={register.isPending || undefined}
        >
          {authLabels.registerSubmit}
        </button>
        <ConsentCheckbox checked={consent} onChange={setConsent} />
      </form>
    </AuthPage>
  );
}

export default RegisterScreen;
