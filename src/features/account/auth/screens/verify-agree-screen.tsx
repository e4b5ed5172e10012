import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Form, SmsCodeField, SubmitButton, useFormFields } from '@/components/form';
import { isMobile, maskMobile } from '@/lib/domain/mobile';
import { validateSmsCode } from '@/lib/domain/sms-code';
import { useSession } from '@/stores/session';
import { useSignWithSmsCode } from '../api/sign';
import { AgreementBox } from '../components/agreement-box';
import { AuthPage } from '../components/auth-page';
import { NoticePage } from '../components/notice-page';
import { useAgreementToSign } from '../hooks/use-agreement-to-sign';
import { useCodeSender } from '../hooks/use-code-sender';
import { authLabels, authMessages, fill } from '../messages';
import { toastSuccess } from '../notify';
import styles from './verify-agree-screen.module.css';
import { paths } from '@/lib/routing/paths';

/**
 * §4: reached from the unsigned-agreement dialog with `?mobile=..&verifytype=certification` and
 * the `agreementId` of the invoicing agreement the dialog showed: the driver reads that agreement
 * (its own title and text) and signs exactly it with an SMS code sent to their phone. Without an
 * id it is the certification agreement (认证授权协议) that is read and signed.
 */
export function VerifyAgreeScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => s.isLoggedIn());
  const sessionPhone = useSession((s) => s.loginInfo?.phone ?? '');
  const driverId = useSession((s) => s.loginInfo?.appUserId ?? null);
  const asked = params.get('mobile') ?? '';
  const mobile = isMobile(asked) ? asked : sessionPhone;
  const agreementId = params.get('agreementId')?.trim() ?? '';
  const agreement = useAgreementToSign(agreementId, loggedIn ? driverId : null);
  const fields = useFormFields({ code: '' }, { code: validateSmsCode });
  const sendCode = useCodeSender({ mobile, template: 'certification', channel: 'session' });
  const sign = useSignWithSmsCode();

  if (!loggedIn || !isMobile(mobile)) {
    return (
      <NoticePage
        notice={authMessages.loginRequired}
        action={authLabels.goLogin}
        to={paths.loginPwd.to({ redirect: `${location.pathname}${location.search}` })}
      />
    );
  }

  if (agreement.gone) {
    return (
      <NoticePage
        notice={authMessages.agreementGone}
        action={authLabels.backToMe}
        to={paths.me.to()}
        replace
      />
    );
  }

  const submit = async () => {
    if (!fields.check()) return;
    const code = fields.values.code;
    await sign.mutateAsync({
      mobile,
      template: 'certification',
      code,
      ...(agreementId ? { agreementId } : {}),
    });
    toastSuccess(authMessages.signed);
    // Back to the screen that asked for the signature; a deep link has none, so home.
    if (location.key !== 'default') navigate(-1);
    else navigate(paths.home.to(), { replace: true });
  };

  return (
    <AuthPage title={authLabels.verifyAgreeTitle}>
      <AgreementBox
        agreement={agreement.agreement}
        error={agreement.error}
        onRetry={agreement.retry}
      />
      <Form onSubmit={submit}>
        <p className={styles.sentTo}>
          {fill(authLabels.verifyAgreeFor, { mobile: maskMobile(mobile) })}
        </p>
        <SmsCodeField {...fields.bind('code')} onSend={sendCode} />
        <SubmitButton disabled={!agreement.agreement}>{authLabels.sign}</SubmitButton>
      </Form>
    </AuthPage>
  );
}

export default VerifyAgreeScreen;
