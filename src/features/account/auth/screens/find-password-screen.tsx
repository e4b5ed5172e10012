import { useNavigate } from 'react-router-dom';
import { Form, MobileField, SmsCodeField, SubmitButton, useFormFields } from '@/components/form';
import { validateMobile } from '@/lib/domain/mobile';
import { validateSmsCode } from '@/lib/domain/sms-code';
import { useCheckSmsCode } from '../api/sms';
import { AuthPage } from '../components/auth-page';
import { useCodeSender } from '../hooks/use-code-sender';
import { authLabels } from '../messages';
import { paths } from '@/lib/routing/paths';

export function FindPasswordScreen() {
  const navigate = useNavigate();
  const fields = useFormFields(
    { mobile: '', code: '' },
    { mobile: validateMobile, code: validateSmsCode },
  );
  const { mobile, code } = fields.values;
  const sendCode = useCodeSender({ mobile, template: 'findPwd' }, () => fields.check('mobile'));
  const checkCode = useCheckSmsCode();

  const submit = async () => {
    if (!fields.check()) return;
    await checkCode.mutateAsync({ mobile, template: 'findPwd', code });
    navigate(paths.resetPwd.to({ mobile, code }));
  };

  return (
    <AuthPage title={authLabels.findPasswordTitle} subtitle={authLabels.findPasswordHint}>
      <Form onSubmit={submit}>
        <MobileField {...fields.bind('mobile')} />
        <SmsCodeField {...fields.bind('code')} onSend={sendCode} />
        <SubmitButton>{authLabels.next}</SubmitButton>
      </Form>
    </AuthPage>
  );
}

export default FindPasswordScreen;
