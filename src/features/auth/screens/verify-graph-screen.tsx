import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isMobile, maskMobile } from '@/lib/domain/mobile';
import { SMS_COUNTDOWN_S } from '@/lib/domain/sms-code';
import { useCheckGraphCaptcha, useGraphCaptcha } from '../api/captcha';
import { useSendSmsCode } from '../api/sms';
import { AuthPage } from '../components/auth-page';
import form from '../components/form.module.css';
import { ResultPanel } from '../components/result-panel';
import { TextField } from '../components/text-field';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useSingleFlight } from '../hooks/use-single-flight';
import { authLabels, authMessages, fill } from '../messages';
import { nextOf, type VerifyCodeState } from '../verify-flow';
import styles from './verify-screens.module.css';
import { paths } from '@/lib/routing/paths';

const CAPTCHA_LENGTH = 4;

function validateCaptcha(value: string): string | null {
  const answer = value.trim();
  if (answer === '') return authMessages.captchaRequired;
  return answer.length === CAPTCHA_LENGTH ? null : authMessages.captchaFormat;
}

/** Step 2 of the phone check: a graphic captcha guards the SMS, then the code goes out. */
export function VerifyGraphScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const mobile = params.get('mobile') ?? '';
  const next = nextOf(params);
  const [answer, setAnswer] = useState('');
  const { errors, touch, check } = useFieldErrors({ answer }, { answer: validateCaptcha });
  const captcha = useGraphCaptcha();
  const checkCaptcha = useCheckGraphCaptcha();
  const sendSms = useSendSmsCode();
  const once = useSingleFlight();

  if (!isMobile(mobile)) {
    return (
      <AuthPage title={authLabels.verifyGraphTitle}>
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      if (!check() || !captcha.data) return;
      try {
        await checkCaptcha.mutateAsync({
          captchaKey: captcha.data.captchaKey,
          captchaCode: answer.trim(),
          mobile,
        });
      } catch (err) {
        // A captcha answers once: a wrong guess needs a new picture (the typed text stays).
        void captcha.refetch();
        throw err;
      }
      await sendSms.mutateAsync({ mobile, template: 'verify' });
      const state: VerifyCodeState = { resendAt: Date.now() + SMS_COUNTDOWN_S * 1000 };
      navigate(paths.verifyCode.to({ mobile, next }), { replace: true, state });
    });
  };

  const pending = checkCaptcha.isPending || sendSms.isPending;
  let picture;
  if (captcha.isError) picture = authMessages.captchaLoadFailed;
  else if (captcha.isFetching || !captcha.data)
    picture = <span className={styles.captchaLoading} />;
  else picture = <img src={captcha.data.image} alt="" />;

  return (
    <AuthPage
      title={authLabels.verifyGraphTitle}
      subtitle={fill(authLabels.verifyGraphHint, { mobile: maskMobile(mobile) })}
    >
      <form className={form.form} onSubmit={submit} noValidate>
        <div className={styles.captchaRow}>
          <TextField
            label={authLabels.graphCode}
            placeholder={authLabels.graphCodePlaceholder}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={CAPTCHA_LENGTH}
            value={answer}
            onChange={setAnswer}
            onBlur={() => touch('answer')}
            error={errors.answer}
          />
          <button
            type="button"
            className={styles.captcha}
            aria-label={authLabels.captchaImage}
            aria-busy={captcha.isFetching || undefined}
            onClick={() => void captcha.refetch()}
          >
            {picture}
          </button>
        </div>
        <p className={styles.hint}>{authLabels.refreshCaptcha}</p>
        <button
          type="submit"
          className={form.primary}
          disabled={pending || !captcha.data}
          aria-busy={pending || undefined}
        >
          {authLabels.next}
        </button>
      </form>
    </AuthPage>
  );
}

export default VerifyGraphScreen;
