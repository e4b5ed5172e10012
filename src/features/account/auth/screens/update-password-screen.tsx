import { useNavigate } from 'react-router-dom';
import {
  Form,
  NewPasswordFields,
  newPasswordRules,
  PasswordField,
  SubmitButton,
  useFormFields,
} from '@/components/form';
import { validatePassword } from '@/lib/domain/password';
import { useSession } from '@/stores/session';
import { useUpdatePassword } from '../api/password';
import { logout } from '@/hooks/use-logout';
import { AuthPage } from '../components/auth-page';
import { NoticePage } from '../components/notice-page';
import { authLabels, authMessages } from '../messages';
import { toastSuccess } from '../notify';
import { paths } from '@/lib/routing/paths';

/** /updataPwd is public (§2.2), but changing a password needs the session it belongs to. */
export function UpdatePasswordScreen() {
  const navigate = useNavigate();
  const loggedIn = useSession((s) => s.isLoggedIn());
  const fields = useFormFields(
    { oldPassword: '', password: '', confirm: '' },
    { oldPassword: validatePassword, ...newPasswordRules },
  );
  const update = useUpdatePassword();

  if (!loggedIn) {
    return (
      <NoticePage
        notice={authMessages.loginRequired}
        action={authLabels.goLogin}
        to={paths.loginPwd.to({ redirect: paths.updataPwd.to() })}
      />
    );
  }

  const submit = async () => {
    if (!fields.check()) return;
    const { oldPassword, password } = fields.values;
    await update.mutateAsync({ oldPassword, password });
    toastSuccess(authMessages.passwordUpdated);
    await logout();
    navigate(paths.loginPwd.to(), { replace: true });
  };

  return (
    <AuthPage title={authLabels.updatePasswordTitle}>
      <Form onSubmit={submit}>
        <PasswordField
          label={authLabels.oldPassword}
          placeholder={authLabels.oldPasswordPlaceholder}
          {...fields.bind('oldPassword')}
        />
        <NewPasswordFields password={fields.bind('password')} confirm={fields.bind('confirm')} />
        <SubmitButton>{authLabels.updateSubmit}</SubmitButton>
      </Form>
    </AuthPage>
  );
}

export default UpdatePasswordScreen;
