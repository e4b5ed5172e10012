import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SmsCodeButton } from '@/components/sms-code-button';
import { validateMobile } from '@/lib/domain/mobile';
import { validateSmsCode } from '@/lib/domain/sms-code';
import { useCheckSmsCode, useSendSmsCode } from '../api/sms';
import { AuthPage } from '../components/auth-page';
import form from '../components/form.module.css';
import { MobileField } from '../components/mobile-field';
import { SmsCodeField } from '../components/sms-code-field';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useSingleFlight } from '../hooks/use-single-flight';
import { authLabels } from '../messages';
import { paths } from '@/lib/routing/paths';

export function FindPasswordScreen() {
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const { errors, touch, check } = useFieldErrors(
    { mobile, code },
    { mobile: validateMobile, code: validateSmsCode },
  );
  const sendSms = useSendSmsCode();
  const checkCode = useCheckSmsCode();
  const once = useSingleFlight();

  const sendCode = async () => {
    if (!check('mobile')) return false;
    await sendSms.mutateAsync({ mobile, template: 'findPwd' });
    return true;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      if (!check()) return;
      await checkCode.mutateAsync({ mobile, template: 'findPwd', code });
      navigate(paths.resetPwd.to({ mobile, code }));
    });
  };

  return (
    <AuthPage title={authLabels.findPasswordTitle} subtitle={authLabels.findPasswordHint}>
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
        <button
          type="submit"
          className={form.primary}
          disabled={checkCode.isPending}
          aria-busy={checkCode.isPending || undefined}
        >
          {authLabels.next}
        </button>
      </form>
    </AuthPage>
  );
}

export default FindPasswordScreen;
