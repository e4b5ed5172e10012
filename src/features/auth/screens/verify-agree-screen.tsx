import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SmsCodeButton } from '@/components/sms-code-button';
import { SafeHtml } from '@/components/safe-html';
import { isMobile, maskMobile } from '@/lib/domain/mobile';
import { validateSmsCode } from '@/lib/domain/sms-code';
import { useSession } from '@/stores/session';
import { useAgreement } from '../api/agreement';
import { useSendSmsCode, useSignWithSmsCode } from '../api/sms';
import { AuthPage } from '../components/auth-page';
import form from '../components/form.module.css';
import { ResultPanel } from '../components/result-panel';
import { SmsCodeField } from '../components/sms-code-field';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useSingleFlight } from '../hooks/use-single-flight';
import { authLabels, authMessages, fill } from '../messages';
import { errorMessage, toastSuccess } from '../notify';
import styles from './verify-agree-screen.module.css';
import { paths } from '@/lib/routing/paths';

/**
 * §4: reached from the unsigned-agreement dialog with `?mobile=..&verifytype=certification`. The
 * driver reads the certification agreement and signs it with an SMS code sent to their phone.
 */
export function VerifyAgreeScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => s.isLoggedIn());
  const sessionPhone = useSession((s) => s.loginInfo?.phone ?? '');
  const asked = params.get('mobile') ?? '';
  const mobile = isMobile(asked) ? asked : sessionPhone;
  const agreement = useAgreement('certification');
  const [code, setCode] = useState('');
  const { errors, touch, check } = useFieldErrors({ code }, { code: validateSmsCode });
  const sendSms = useSendSmsCode();
  const sign = useSignWithSmsCode();
  const once = useSingleFlight();

  if (!loggedIn || !isMobile(mobile)) {
    const back = `${location.pathname}${location.search}`;
    return (
      <AuthPage title={authLabels.verifyAgreeTitle}>
        <ResultPanel
          tone="info"
          title={authMessages.loginRequired}
          actions={
            <Link className={form.primary} to={paths.loginPwd.to({ redirect: back })}>
              {authLabels.goLogin}
            </Link>
          }
        />
      </AuthPage>
    );
  }

  const sendCode = async () => {
    await sendSms.mutateAsync({ mobile, template: 'certification', channel: 'session' });
    return true;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      if (!check()) return;
      await sign.mutateAsync({ mobile, template: 'certification', code });
      toastSuccess(authMessages.signed);
      // Back to the screen that asked for the signature; a deep link has none, so home.
      if (location.key !== 'default') navigate(-1);
      else navigate(paths.home.to(), { replace: true });
    });
  };

  let content;
  if (agreement.isPending) {
    content = (
      <div className={styles.placeholder} aria-label={authLabels.loading} role="status">
        <span />
        <span />
        <span />
        <span />
      </div>
    );
  } else if (agreement.isError) {
    content = (
      <div className={styles.loadError}>
        <span>{errorMessage(agreement.error)}</span>
        <button type="button" className={form.linkButton} onClick={() => void agreement.refetch()}>
          {authLabels.retry}
        </button>
      </div>
    );
  } else {
    content = (
      <div
        className={styles.agreementBody}
        // A scrollable region must be reachable by keyboard to be read (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={agreement.data.title}
      >
        <SafeHtml html={agreement.data.content} />
      </div>
    );
  }

  return (
    <AuthPage title={authLabels.verifyAgreeTitle}>
      <section className={styles.agreement}>
        {agreement.data ? <h2 className={styles.agreementTitle}>{agreement.data.title}</h2> : null}
        {content}
      </section>
      <form className={form.form} onSubmit={submit} noValidate>
        <p className={styles.sentTo}>
          {fill(authLabels.verifyAgreeFor, { mobile: maskMobile(mobile) })}
        </p>
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
          disabled={sign.isPending || !agreement.data}
          aria-busy={sign.isPending || undefined}
        >
          {authLabels.sign}
        </button>
      </form>
    </AuthPage>
  );
}

export default VerifyAgreeScreen;
