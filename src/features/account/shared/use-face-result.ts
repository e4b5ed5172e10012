/**
 * Face verification for real-name certification (§4, §7.1), shared by every screen that certifies
 * a driver by face: starting an order with the face provider, and what came of the order the
 * provider returned with (the result is fetched; a pass records the identity check once per
 * order; a failure is reported through `onFailed`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { face } from '@/lib/contract/account/face';
import { http } from '@/lib/http/client';
import { endpointKey, endpointMutation, endpointQuery } from '@/lib/query/endpoint-query';
import { inAppPathOf } from '@/lib/routing/in-app-path';
import { useSession } from '@/stores/session';
import { userDetailQueryOptions } from '@/hooks/shared-reads';
import { useIsAppRoute } from '@/hooks/use-app-routes';

/** The order number the provider appended to the return address (`orderNo`, or `orderId`). */
export function faceOrderFrom(params: URLSearchParams): string | null {
  const value = (params.get('orderNo') ?? params.get('orderId') ?? '').trim();
  return value === '' ? null : value;
}

/**
 * Starts a face order for the logged-in driver and opens the provider's page. The provider returns
 * to `returnPath` (an app path) with the order number; an in-app return keeps the app's state.
 */
export function useStartFace() {
  const navigate = useNavigate();
  const isAppRoute = useIsAppRoute();
  const mobile = useSession((s) => s.loginInfo?.phone ?? null);
  const start = useMutation(endpointMutation(face.startFaceLogin));
  const run = async (returnPath: string) => {
    if (!mobile) return;
    const returnUrl = `${window.location.origin}${returnPath}`;
    const { faceUrl } = await start.mutateAsync({ mobile, returnUrl });
    const url = new URL(faceUrl, window.location.href);
    if (url.origin === window.location.origin && isAppRoute(url.pathname)) {
      navigate(inAppPathOf(url), { replace: true });
    } else {
      window.location.assign(url.href);
    }
  };
  return { run, pending: start.isPending };
}

/**
 * §4: with an order number the result is fetched (getIndividualFaceResultByteDance, isApp 1). A
 * pass records the identity authentication (the server certifies the driver), a failure calls
 * `onFailed` once per order. The result's own failure is the screen's to show (inline).
 */
export function useFaceResult(orderId: string | null, onFailed: () => void) {
  const client = useQueryClient();
  const result = useQuery({
    ...endpointQuery(
      face.getIndividualFaceResultByteDance,
      { orderId: orderId ?? '', isApp: 1 },
      { ignoreErrors: true },
    ),
    enabled: orderId !== null,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const record = useMutation({
    mutationKey: endpointKey(face.updateIdentityAuthenticationResult),
    mutationFn: (order: string) =>
      http.call(
        face.updateIdentityAuthenticationResult,
        { success: true, orderId: order },
        { ignoreErrors: true },
      ),
    // The badge, the detail and the stored login info all show the new certification status (the
    // endpoint's `changes`). The driver's details are also read at once (an invalidation alone
    // refetches only what a mounted screen reads, and none here does): the read stores them in
    // the session's login info. Its failure does not undo the recorded pass; the next screen that
    // reads the details retries.
    onSuccess: () =>
      client
        .fetchQuery({ ...userDetailQueryOptions('inline'), staleTime: 0 })
        .catch(() => undefined),
  });
  const handled = useRef<string | null>(null);
  const passed = result.data?.success;

  useEffect(() => {
    if (orderId === null || passed === undefined || handled.current === orderId) return;
    handled.current = orderId;
    if (passed) record.mutate(orderId);
    else onFailed();
    // Once per order: `record` and `onFailed` are rebuilt every render and must not re-trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId, passed]);

  return {
    result,
    passed,
    record,
    recorded: record.isSuccess,
    retryRecord: () => orderId !== null && record.mutate(orderId),
  };
}
