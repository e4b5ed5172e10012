import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isMobile, maskMobile } from '@/lib/domain/mobile';
import { validateNewPassword, validatePasswordConfirm } from '@/lib/domain/password';
import { validateSmsCode } from '@/lib/domain/sms-code';
import { useResetPassword } from '../api/password';
import { AuthPage } from '../components/auth-page';
import form from '../components/form.module.css';
import { PasswordField } from '../components/password-field';
import { ResultPanel } from '../components/result-panel';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useSingleFlight } from '../hooks/use-single-flight';
import { authLabels, authMessages, fill } from '../messages';
import { toastSuccess } from '../notify';
import { paths } from '@/lib/routing/paths';

export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const mobile = params.get('mobile') ?? '';
  const code = params.get('code') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, touch, check } = useFieldErrors(
    { password, confirm },
    {
      password: validateNewPassword,
      confirm: (value, all) => validatePasswordConfirm(all.password, value),
    },
  );
  const reset = useResetPassword();
  const once = useSingleFlight();

  if (!isMobile(mobile) || validateSmsCode(code) !== null) {
    return (
      <AuthPage title={authLabels.resetPasswordTitle}>
        <ResultPanel
          tone="info"
          title={authMessages.resetLinkInvalid}
          actions={
            <Link className={form.primary} to={paths.findPwd.to()} replace>
              {authLabels.findPasswordTitle}
            </Link>
          }
        />
      </AuthPage>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      if (!check()) return;
      await reset.mutateAsync({ mobile, code, password });
      toastSuccess(authMessages.passwordResetDone);
      navigate(paths.loginPwd.to(), { replace: true });
    });
  };

  return (
    <AuthPage
      title={authLabels.resetPasswordTitle}
      subtitle={fill(authLabels.resetPasswordFor, { mobile: maskMobile(mobile) })}
    >
      <form className={form.form} onSubmit={submit} noValidate>
        <PasswordField
          label={authLabels.newPassword}
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
          disabled={reset.isPending}
          aria-busy={reset.isPending || undefined}
        >
          {authLabels.resetSubmit}
        </button>
      </form>
    </AuthPage>
  );
}

export default ResetPasswordScreen;
