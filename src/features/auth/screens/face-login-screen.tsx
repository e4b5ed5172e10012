import { ScanningFaceOutline } from 'antd-mobile-icons';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { validateMobile } from '@/lib/domain/mobile';
import { useStartFaceLogin } from '../api/face';
import { AuthPage } from '../components/auth-page';
import { ConsentCheckbox } from '../components/consent-checkbox';
import form from '../components/form.module.css';
import { MobileField } from '../components/mobile-field';
import { useFieldErrors } from '../hooks/use-field-errors';
import { openFacePage } from '../face-page';
import { useIsAppRoute } from '@/hooks/use-app-routes';
import { useSingleFlight } from '../hooks/use-single-flight';
import { authLabels, authMessages } from '../messages';
import { toastText } from '../notify';
import styles from './face-screens.module.css';
import { paths } from '@/lib/routing/paths';

export function FaceLoginScreen() {
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const [consent, setConsent] = useState(false);
  const { errors, touch, check } = useFieldErrors({ mobile }, { mobile: validateMobile });
  const start = useStartFaceLogin();
  const once = useSingleFlight();
  const isAppRoute = useIsAppRoute();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      if (!check()) return;
      if (!consent) {
        toastText(authMessages.consentRequired);
        return;
      }
      const returnUrl = `${window.location.origin}/faceVerify?mode=login`;
      const { faceUrl } = await start.mutateAsync({ mobile, returnUrl });
      openFacePage(faceUrl, navigate, isAppRoute);
    });
  };

  return (
    <AuthPage
      title={authLabels.faceLoginTitle}
      subtitle={authLabels.faceLoginHint}
      footer={
        <Link className={form.link} to={paths.loginPwd.to()}>
          {authLabels.passwordTab}
        </Link>
      }
    >
      <div className={styles.illustration} aria-hidden>
        <ScanningFaceOutline />
      </div>
      <form className={form.form} onSubmit={submit} noValidate>
        <MobileField
          value={mobile}
          onChange={setMobile}
          onBlur={() => touch('mobile')}
          error={errors.mobile}
        />
        <button
          type="submit"
          className={form.primary}
          disabled={start.isPending}
          aria-busy={start.isPending || undefined}
        >
          {authLabels.startFace}
        </button>
        <ConsentCheckbox checked={consent} onChange={setConsent} />
      </form>
    </AuthPage>
  );
}

export default FaceLoginScreen;
