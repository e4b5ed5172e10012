import { ScanningFaceOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/form';
import { useSession } from '@/stores/session';
import { useStartFaceLogin } from '../api/face';
import { AuthPage } from '../components/auth-page';
import { ResultPanel } from '../components/result-panel';
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
  const { result, passed, finishing, recorded, finish } = useFaceOutcome(orderNo, forLogin);
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
  const homeButton = (
    <Button variant="secondary" onClick={() => navigate(paths.home.to(), { replace: true })}>
      {authLabels.backHome}
    </Button>
  );
  const retryButton = (retry: () => unknown) => <Button onClick={retry}>{authLabels.retry}</Button>;

  let body: ReactNode;
  if (orderNo === null) {
    body = (
      <>
        <div className={styles.illustration} aria-hidden>
          <ScanningFaceOutline />
        </div>
        <p className={styles.tips}>{authLabels.faceVerifyHint}</p>
        {startButton}
      </>
    );
  } else if (result.isError) {
    const error = errorMessage(result.error);
    const retry = retryButton(() => void result.refetch());
    body = <ResultPanel tone="fail" title={authMessages.loadFailed} text={error} actions={retry} />;
  } else if (passed === false) {
    const actions = (
      <>
        {startButton}
        {homeButton}
      </>
    );
    body = <ResultPanel tone="fail" title={authMessages.faceFailed} actions={actions} />;
  } else if (passed && finishing.isError) {
    body = (
      <ResultPanel
        tone="info"
        title={authMessages.faceSucceeded}
        text={errorMessage(finishing.error)}
        actions={
          <>
            {retryButton(() => finish(orderNo))}
            {homeButton}
          </>
        }
      />
    );
  } else if (passed && recorded) {
    body = <ResultPanel tone="success" title={authMessages.faceSucceeded} actions={homeButton} />;
  } else {
    const title = passed && forLogin ? authLabels.faceLoggingIn : authLabels.faceVerifying;
    body = <ResultPanel tone="waiting" title={title} />;
  }

  return (
    <AuthPage
      title={authLabels.faceVerifyTitle}
      subtitle={orderNo === null ? undefined : authLabels.faceVerifyHint}
    >
      {body}
    </AuthPage>
  );
}

export default FaceVerifyScreen;
