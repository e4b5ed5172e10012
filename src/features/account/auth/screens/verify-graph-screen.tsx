import { useNavigate, useSearchParams } from 'react-router-dom';
import { Form, SubmitButton, TextField, useFormFields } from '@/components/form';
import { isMobile, maskMobile } from '@/lib/domain/mobile';
import { SMS_COUNTDOWN_S } from '@/lib/domain/sms-code';
import { useCheckGraphCaptcha, useGraphCaptcha } from '../api/captcha';
import { useSendSmsCode } from '../api/sms';
import { AuthPage } from '../components/auth-page';
import { CaptchaPicture } from '../components/captcha-picture';
import { NoticePage, verifyPhoneFirst } from '../components/notice-page';
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

/** The countdown of the code just sent goes on on the next screen. */
function codeSentState(): VerifyCodeState {
  return { resendAt: Date.now() + SMS_COUNTDOWN_S * 1000 };
}

/** Step 2 of the phone check: a graphic captcha guards the SMS, then the code goes out. */
export function VerifyGraphScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const mobile = params.get('mobile') ?? '';
  const next = nextOf(params);
  const fields = useFormFields({ answer: '' }, { answer: validateCaptcha });
  const captcha = useGraphCaptcha();
  const checkCaptcha = useCheckGraphCaptcha();
  const sendSms = useSendSmsCode();

  if (!isMobile(mobile)) {
    return <NoticePage {...verifyPhoneFirst(next)} />;
  }

  const submit = async () => {
    if (!fields.check() || !captcha.data) return;
    try {
      await checkCaptcha.mutateAsync({
        captchaKey: captcha.data.captchaKey,
        captchaCode: fields.values.answer.trim(),
        mobile,
      });
    } catch (err) {
      // A captcha answers once: a wrong guess needs a new picture (the typed text stays).
      void captcha.refetch();
      throw err;
    }
    await sendSms.mutateAsync({ mobile, template: 'verify' });
    navigate(paths.verifyCode.to({ mobile, next }), { replace: true, state: codeSentState() });
  };

  return (
    <AuthPage
      title={authLabels.verifyGraphTitle}
      subtitle={fill(authLabels.verifyGraphHint, { mobile: maskMobile(mobile) })}
    >
      <Form onSubmit={submit}>
        <div className={styles.captchaRow}>
          <TextField
            label={authLabels.graphCode}
            placeholder={authLabels.graphCodePlaceholder}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={CAPTCHA_LENGTH}
            {...fields.bind('answer')}
          />
          <CaptchaPicture
            image={captcha.data?.image}
            loading={captcha.isFetching}
            failed={captcha.isError}
            onRefresh={() => void captcha.refetch()}
          />
        </div>
        <p className={styles.hint}>{authLabels.refreshCaptcha}</p>
        <SubmitButton disabled={!captcha.data}>{authLabels.next}</SubmitButton>
      </Form>
    </AuthPage>
  );
}

export default VerifyGraphScreen;
