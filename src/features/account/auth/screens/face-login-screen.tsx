import { ScanningFaceOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import {
  ButtonLink,
  ConsentCheckbox,
  Form,
  MobileField,
  SubmitButton,
  useConsent,
  useFormFields,
} from '@/components/form';
import { validateMobile } from '@/lib/domain/mobile';
import { useStartFaceLogin } from '../api/face';
import { agreementLinks } from '../components/agreement-links';
import { AuthPage } from '../components/auth-page';
import { openFacePage } from '../face-page';
import { useIsAppRoute } from '@/hooks/use-app-routes';
import { authLabels, authMessages } from '../messages';
import styles from './face-screens.module.css';
import { paths } from '@/lib/routing/paths';

export function FaceLoginScreen() {
  const navigate = useNavigate();
  const fields = useFormFields({ mobile: '' }, { mobile: validateMobile });
  const consent = useConsent(authMessages.consentRequired);
  const start = useStartFaceLogin();
  const isAppRoute = useIsAppRoute();

  const submit = async () => {
    if (!fields.check() || !consent.confirm()) return;
    const returnUrl = `${window.location.origin}${paths.faceVerify.to({ mode: 'login' })}`;
    const { faceUrl } = await start.mutateAsync({ mobile: fields.values.mobile, returnUrl });
    openFacePage(faceUrl, navigate, isAppRoute);
  };

  return (
    <AuthPage
      title={authLabels.faceLoginTitle}
      subtitle={authLabels.faceLoginHint}
      footer={
        <ButtonLink variant="text" to={paths.loginPwd.to()}>
          {authLabels.passwordTab}
        </ButtonLink>
      }
    >
      <div className={styles.illustration} aria-hidden>
        <ScanningFaceOutline />
      </div>
      <Form onSubmit={submit}>
        <MobileField {...fields.bind('mobile')} />
        <SubmitButton>{authLabels.startFace}</SubmitButton>
        <ConsentCheckbox {...consent.bind} links={agreementLinks} />
      </Form>
    </AuthPage>
  );
}

export default FaceLoginScreen;
