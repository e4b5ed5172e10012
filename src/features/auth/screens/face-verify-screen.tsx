import { ScanningFaceOutline } from 'antd-mobile-icons';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '@/stores/session';
import {
  useFaceLogin,
  useFaceResult,
  useStartFaceLogin,
  useUpdateIdentityAuthentication,
} from '../api/face';
import { AuthPage } from '../components/auth-page';
import form from '../components/form.module.css';
import { ResultPanel } from '../components/result-panel';
import { useIsAppRoute } from '@/hooks/use-app-routes';
import { useSingleFlight } from '../hooks/use-single-flight';
import { authLabels, authMessages } from '../messages';
import { openFacePage } from '../face-page';
import { errorMessage, toastFail } from '../notify';
import styles from './face-screens.module.css';
import { paths } from '@/lib/routing/paths';

function orderFrom(params: URLSearchParams): string | null {
  const value = (params.get('orderNo') ?? params.get('orderId') ?? '').trim();
  return value === '' ? null : value;
}

/**
 * Where the face provider returns. With an order number in the query the result is fetched (§4);
 * a passed check then logs in (`mode=login`) or records the identity check; a failed one toasts
 * 人脸认证失败 and offers a new attempt. Without an order it explains the check and starts one.
 */
export function FaceVerifyScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderNo = orderFrom(params);
  const forLogin = params.get('mode') === 'login';
  const result = useFaceResult(orderNo);
  const faceLogin = useFaceLogin();
  const updateIdentity = useUpdateIdentityAuthentication();
  const finishing = forLogin ? faceLogin : updateIdentity;
  const start = useStartFaceLogin();
  const once = useSingleFlight();
  const isAppRoute = useIsAppRoute();
  const sessionPhone = useSession((s) => s.loginInfo?.phone ?? null);
  const handled = useRef<string | null>(null);

  const finish = (order: string) => {
    if (forLogin)
      faceLogin.mutate(order, { onSuccess: () => navigate(paths.home.to(), { replace: true }) });
    else updateIdentity.mutate(order);
  };

  const passed = result.data?.success;
  useEffect(() => {
    if (orderNo === null || passed === undefined || handled.current === orderNo) return;
    handled.current = orderNo;
    if (passed) finish(orderNo);
    else toastFail(authMessages.faceFailed);
    // Runs once per order: `finish` is rebuilt every render and must not re-trigger the call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderNo, passed]);

  const startAgain = () =>
    void once(async () => {
      const mobile = params.get('mobile') ?? sessionPhone;
      if (forLogin || !mobile) {
        navigate(paths.faceLogin.to(), { replace: true });
        return;
      }
      const returnUrl = `${window.location.origin}/faceVerify`;
      const { faceUrl } = await start.mutateAsync({ mobile, returnUrl });
      openFacePage(faceUrl, (to) => navigate(to, { replace: true }), isAppRoute);
    });

  const startButton = (
    <button
      type="button"
      className={form.primary}
      onClick={startAgain}
      disabled={start.isPending}
      aria-busy={start.isPending || undefined}
    >
      {orderNo === null ? authLabels.startFace : authLabels.faceRetry}
    </button>
  );
  const homeButton = (
    <button
      type="button"
      className={form.secondary}
      onClick={() => navigate(paths.home.to(), { replace: true })}
    >
      {authLabels.backHome}
    </button>
  );

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
    body = (
      <ResultPanel
        tone="fail"
        title={authMessages.loadFailed}
        text={errorMessage(result.error)}
        actions={
          <button type="button" className={form.primary} onClick={() => void result.refetch()}>
            {authLabels.retry}
          </button>
        }
      />
    );
  } else if (passed === false) {
    body = (
      <ResultPanel
        tone="fail"
        title={authMessages.faceFailed}
        actions={
          <>
            {startButton}
            {homeButton}
          </>
        }
      />
    );
  } else if (passed && finishing.isError) {
    body = (
      <ResultPanel
        tone="info"
        title={authMessages.faceSucceeded}
        text={errorMessage(finishing.error)}
        actions={
          <>
            <button type="button" className={form.primary} onClick={() => finish(orderNo)}>
              {authLabels.retry}
            </button>
            {homeButton}
          </>
        }
      />
    );
  } else if (passed && !forLogin && updateIdentity.isSuccess) {
    body = <ResultPanel tone="success" title={authMessages.faceSucceeded} actions={homeButton} />;
  } else {
    body = (
      <ResultPanel
        tone="waiting"
        title={passed && forLogin ? authLabels.faceLoggingIn : authLabels.faceVerifying}
      />
    );
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
