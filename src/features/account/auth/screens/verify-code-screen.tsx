import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  buttonClass,
  CodeBoxesInput,
  Form,
  formMessages,
  SubmitButton,
  useFormFields,
  useSingleFlight,
} from '@/components/form';
import { SmsCodeButton } from '@/components/sms-code-button';
import { isMobile, maskMobile } from '@/lib/domain/mobile';
import { validateSmsCode } from '@/lib/domain/sms-code';
import { useCheckSmsCode } from '../api/sms';
import { AuthPage } from '../components/auth-page';
import { NoticePage, verifyPhoneFirst } from '../components/notice-page';
import { authLabels, fill } from '../messages';
import { nextOf, type VerifiedPhoneState, type VerifyCodeState } from '../verify-flow';
import styles from './verify-screens.module.css';
import { paths } from '@/lib/routing/paths';

/** Step 3 of the phone check: the 6-digit code; a full code is checked at once. */
export function VerifyCodeScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const mobile = params.get('mobile') ?? '';
  const next = nextOf(params);
  const resendAt = (location.state as VerifyCodeState | null)?.resendAt ?? null;
  const fields = useFormFields({ code: '' }, { code: validateSmsCode });
  const checkCode = useCheckSmsCode();
  // Typing the last digit and tapping 确定 send the same check: one flight for both.
  const flight = useSingleFlight();

  if (!isMobile(mobile)) {
    return <NoticePage {...verifyPhoneFirst(next)} />;
  }

  const verify = async (code: string) => {
    if (validateSmsCode(code) !== null) {
      fields.touch('code');
      return;
    }
    await checkCode.mutateAsync({ mobile, template: 'verify', code });
    const state: VerifiedPhoneState = { verifiedPhone: { mobile, code, template: 'verify' } };
    navigate(next ?? paths.home.to(), { replace: true, state });
  };

  // A new code needs a new captcha, so "send again" goes back one step.
  const resend = async () => {
    navigate(paths.verifyGraph.to({ mobile, next }), { replace: true });
    return false;
  };

  const { value, onChange, error } = fields.bind('code');
  return (
    <AuthPage
      title={authLabels.verifyCodeTitle}
      subtitle={
        <span className={styles.sentTo}>
          {fill(authLabels.verifyCodeSentTo, { mobile: maskMobile(mobile) })}
        </span>
      }
    >
      <Form flight={flight} onSubmit={() => (fields.check() ? verify(value) : undefined)}>
        <CodeBoxesInput
          label={formMessages.smsCode}
          value={value}
          onChange={onChange}
          onComplete={(code) => void flight.run(() => verify(code))}
          error={error}
        />
        <div className={styles.resend}>
          <SmsCodeButton onSend={resend} runningUntil={resendAt} className={buttonClass('text')} />
        </div>
        <SubmitButton>{authLabels.confirm}</SubmitButton>
      </Form>
    </AuthPage>
  );
}

export default VerifyCodeScreen;
