import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  validateNewPassword,
  validatePassword,
  validatePasswordConfirm,
} from '@/lib/domain/password';
import { useSession } from '@/stores/session';
import { useUpdatePassword } from '../api/password';
import { logout } from '../api/session';
import { AuthPage } from '../components/auth-page';
import form from '../components/form.module.css';
import { PasswordField } from '../components/password-field';
import { ResultPanel } from '../components/result-panel';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useSingleFlight } from '../hooks/use-single-flight';
import { authLabels, authMessages } from '../messages';
import { toastSuccess } from '../notify';
import { paths } from '@/lib/routing/paths';

/** /updataPwd is public (§2.2), but changing a password needs the session it belongs to. */
export function UpdatePasswordScreen() {
  const navigate = useNavigate();
  const loggedIn = useSession((s) => s.isLoggedIn());
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, touch, check } = useFieldErrors(
    { oldPassword, password, confirm },
    {
      oldPassword: validatePassword,
      password: validateNewPassword,
      confirm: (value, all) => validatePasswordConfirm(all.password, value),
    },
  );
  const update = useUpdatePassword();
  const once = useSingleFlight();

  if (!loggedIn) {
    return (
      <AuthPage title={authLabels.updatePasswordTitle}>
        <ResultPanel
          tone="info"
          title={authMessages.loginRequired}
          actions={
            <Link
              className={form.primary}
              to={paths.loginPwd.to({ redirect: paths.updataPwd.to() })}
            >
              {authLabels.goLogin}
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
      await update.mutateAsync({ oldPassword, password });
      toastSuccess(authMessages.passwordUpdated);
      await logout();
      navigate(paths.loginPwd.to(), { replace: true });
    });
  };

  return (
    <AuthPage title={authLabels.updatePasswordTitle}>
      <form className={form.form} onSubmit={submit} noValidate>
        <PasswordField
          label={authLabels.oldPassword}
          placeholder={authLabels.oldPasswordPlaceholder}
          value={oldPassword}
          onChange={setOldPassword}
          onBlur={() => touch('oldPassword')}
          error={errors.oldPassword}
        />
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
          disabled={update.isPending}
          aria-busy={update.isPending || undefined}
        >
          {authLabels.updateSubmit}
        </button>
      </form>
    </AuthPage>
  );
}

export default UpdatePasswordScreen;
