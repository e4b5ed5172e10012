import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/routing/paths';
import { useFaceLogin, useFaceResult, useUpdateIdentityAuthentication } from '../api/face';
import { authMessages } from '../messages';
import { toastFail } from '../notify';

/**
 * §4: what came of a face check the provider returned from. The order's result is fetched; a
 * passed check then logs in (`forLogin`) or records the identity check, once per order; a failed
 * one toasts 人脸认证失败.
 */
export function useFaceOutcome(orderNo: string | null, forLogin: boolean) {
  const navigate = useNavigate();
  const result = useFaceResult(orderNo);
  const faceLogin = useFaceLogin();
  const updateIdentity = useUpdateIdentityAuthentication();
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

  return {
    result,
    passed,
    /** Logging in or recording the passed check. */
    finishing: forLogin ? faceLogin : updateIdentity,
    /** The identity check is recorded (not for login, which leaves the screen instead). */
    recorded: !forLogin && updateIdentity.isSuccess,
    finish,
  };
}
