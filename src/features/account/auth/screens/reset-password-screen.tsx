import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Form,
  NewPasswordFields,
  newPasswordRules,
  SubmitButton,
  useFormFields,
} from '@/components/form';
import { isMobile, maskMobile } from '@/lib/domain/mobile';
import { validateSmsCode } from '@/lib/domain/sms-code';
import { useResetPassword } from '../api/password';
import { AuthPage } from '../components/auth-page';
import { NoticePage } from '../components/notice-page';
import { authLabels, authMessages, fill } from '../messages';
import { toastSuccess } from '../notify';
import { paths } from '@/lib/routing/paths';

export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const mobile = params.get('mobile') ?? '';
  const code = params.get('code') ?? '';
  const fields = useFormFields({ password: '', confirm: '' }, newPasswordRules);
  const reset = useResetPassword();

  if (!isMobile(mobile) || validateSmsCode(code) !== null) {
    return (
      <NoticePage
        notice={authMessages.resetLinkInvalid}
        action={authLabels.findPasswordTitle}
        to={paths.findPwd.to()}
        replace
      />
    );
  }

  const submit = async () => {
    if (!fields.check()) return;
    await reset.mutateAsync({ mobile, code, password: fields.values.password });
    toastSuccess(authMessages.passwordResetDone);
    navigate(paths.loginPwd.to(), { replace: true });
  };

  return (
    <AuthPage
      title={authLabels.resetPasswordTitle}
      subtitle={fill(authLabels.resetPasswordFor, { mobile: maskMobile(mobile) })}
    >
      <Form onSubmit={submit}>
        <NewPasswordFields password={fields.bind('password')} confirm={fields.bind('confirm')} />
        <SubmitButton>{authLabels.resetSubmit}</SubmitButton>
      </Form>
    </AuthPage>
  );
}

export default ResetPasswordScreen;
