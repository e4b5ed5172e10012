import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SmsCodeButton } from '@/components/sms-code-button';
import { isMobile, maskMobile } from '@/lib/domain/mobile';
import { validateSmsCode } from '@/lib/domain/sms-code';
import { useCheckSmsCode } from '../api/sms';
import { AuthPage } from '../components/auth-page';
import { CodeBoxesInput } from '../components/code-boxes-input';
import form from '../components/form.module.css';
import { ResultPanel } from '../components/result-panel';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useSingleFlight } from '../hooks/use-single-flight';
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
  const [code, setCode] = useState('');
  const { errors, check, touch } = useFieldErrors({ code }, { code: validateSmsCode });
  const checkCode = useCheckSmsCode();
  const once = useSingleFlight();

  if (!isMobile(mobile)) {
    return (
      <AuthPage title={authLabels.verifyCodeTitle}>
        <ResultPanel
          tone="info"
          title={authLabels.verifyPhoneHint}
          actions={
            <Link className={form.primary} to={paths.verifyPhone.to({ next })} replace>
              {authLabels.verifyPhoneTitle}
            </Link>
          }
        />
      </AuthPage>
    );
  }

  const verify = (value: string) =>
    void once(async () => {
      if (validateSmsCode(value) !== null) {
        touch('code');
        return;
      }
      await checkCode.mutateAsync({ mobile, template: 'verify', code: value });
      const state: VerifiedPhoneState = {
        verifiedPhone: { mobile, code: value, template: 'verify' },
      };
      navigate(next ?? paths.home.to(), { replace: true, state });
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check()) verify(code);
  };

  // A new code needs a new captcha, so "send again" goes back one step.
  const resend = async () => {
    navigate(paths.verifyGraph.to({ mobile, next }), { replace: true });
    return false;
  };

  return (
    <AuthPage
      title={authLabels.verifyCodeTitle}
      subtitle={
        <span className={styles.sentTo}>
          {fill(authLabels.verifyCodeSentTo, { mobile: maskMobile(mobile) })}
        </span>
      }
    >
      <form className={form.form} onSubmit={submit} noValidate>
        <CodeBoxesInput
          label={authLabels.smsCode}
          value={code}
          onChange={setCode}
          onComplete={verify}
          error={errors.code}
        />
        <div className={styles.resend}>
          <SmsCodeButton onSend={resend} runningUntil={resendAt} className={form.linkButton} />
        </div>
        <button
          type="submit"
          className={form.primary}
          disabled={checkCode.isPending}
          aria-busy={checkCode.isPending || undefined}
        >
          {authLabels.confirm}
        </button>
      </form>
    </AuthPage>
  );
}

export default VerifyCodeScreen;
