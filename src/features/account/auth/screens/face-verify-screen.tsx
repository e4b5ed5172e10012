import { ScanningFaceOutline } from 'antd-mobile-icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/form';
import { ResultPage, type ResultPageProps } from '@/components/result-page';
import { useSession } from '@/stores/session';
import { useStartFaceLogin } from '../api/face';
import { AuthPage } from '../components/auth-page';
import { useIsAppRoute } from '@/hooks/use-app-routes';
import { useFaceOutcome } from '../hooks/use-face-outcome';
import { authLabels, authMessages } from '../messages';
import { openFacePage } from '../face-page';
import { errorMessage } from '../notify';
import styles from './face-screens.module.css';
import { paths } from '@/lib/routing/paths';

function orderFrom(params: URLSearchParams): string | null {
  const value = (params.get('orderNo') ?? params.get('orderId') ?? '').trim();
  return value === '' ? null : value;
}

/**
 * Where the face provider returns. With an order number in the query the outcome is shown (see
 * useFaceOutcome), a failed check offering a new attempt. Without an order it explains the check
 * and starts one.
 */
export function FaceVerifyScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderNo = orderFrom(params);
  const forLogin = params.get('mode') === 'login';
  const {
    result: outcome,
    passed,
    finishing,
    recorded,
    finish,
  } = useFaceOutcome(orderNo, forLogin);
  const start = useStartFaceLogin();
  const isAppRoute = useIsAppRoute();
  const sessionPhone = useSession((s) => s.loginInfo?.phone ?? null);

  const startAgain = async () => {
    const mobile = params.get('mobile') ?? sessionPhone;
    if (forLogin || !mobile) {
      navigate(paths.faceLogin.to(), { replace: true });
      return;
    }
    const returnUrl = `${window.location.origin}${paths.faceVerify.to({})}`;
    const { faceUrl } = await start.mutateAsync({ mobile, returnUrl });
    openFacePage(faceUrl, (to) => navigate(to, { replace: true }), isAppRoute);
  };

  const startButton = (
    <Button onClick={startAgain}>
      {orderNo === null ? authLabels.startFace : authLabels.faceRetry}
    </Button>
  );
  const homeButton = (variant: 'primary' | 'secondary' = 'secondary') => (
    <Button variant={variant} onClick={() => navigate(paths.home.to(), { replace: true })}>
      {authLabels.backHome}
    </Button>
  );
  const retryButton = (retry: () => unknown) => <Button onClick={retry}>{authLabels.retry}</Button>;

  if (orderNo === null) {
    return (
      <AuthPage title={authLabels.faceVerifyTitle}>
        <div className={styles.illustration} aria-hidden>
          <ScanningFaceOutline />
        </div>
        <p className={`${styles.tips} ${styles.hint}`}>{authLabels.faceVerifyHint}</p>
        {startButton}
      </AuthPage>
    );
  }

  let result: ResultPageProps;
  if (outcome.isError) {
    result = {
      status: 'error',
      title: authMessages.loadFailed,
      description: errorMessage(outcome.error),
      actions: (
        <>
          {retryButton(() => void outcome.refetch())}
          {homeButton()}
        </>
      ),
    };
  } else if (passed === false) {
    // What to do better the next time is the hint the first attempt started with.
    result = {
      status: 'error',
      title: authMessages.faceFailed,
      description: <span className={styles.hint}>{authLabels.faceVerifyHint}</span>,
      actions: (
        <>
          {startButton}
          {homeButton()}
        </>
      ),
    };
  } else if (passed && finishing.isError) {
    result = {
      status: 'warning',
      title: authMessages.faceSucceeded,
      description: errorMessage(finishing.error),
      actions: (
        <>
          {retryButton(() => finish(orderNo))}
          {homeButton()}
        </>
      ),
    };
  } else if (passed && recorded) {
    result = {
      status: 'success',
      title: authMessages.faceSucceeded,
      description: authMessages.faceRecorded,
      actions: (
        <>
          {homeButton('primary')}
          <ButtonLink variant="secondary" to={paths.authDetail.to()} replace>
            {authLabels.viewCertification}
          </ButtonLink>
        </>
      ),
    };
  } else {
    const title = passed && forLogin ? authLabels.faceLoggingIn : authLabels.faceVerifying;
    result = { status: 'waiting', title, actions: homeButton() };
  }
  return <ResultPage as="div" {...result} />;
}

export default FaceVerifyScreen;
