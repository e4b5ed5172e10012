import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { face } from '@/lib/contract/account/face';
import { http } from '@/lib/http/client';
import { isCancelled } from '@/lib/http/errors';
import { endpointMutation, endpointQuery } from '@/lib/query/endpoint-query';
import { authTracking } from '../tracking';
import { completeLogin, refreshLoginInfo } from './session';

export function useStartFaceLogin() {
  return useMutation(endpointMutation(face.startFaceLogin));
}

/** §4: the face result of the order named in the route query; the screen shows a failure inline. */
export function faceResultQueryOptions(orderNo: string) {
  return queryOptions({
    ...endpointQuery(face.personalFaceIdentityResult, { orderNo }, { ignoreErrors: true }),
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useFaceResult(orderNo: string | null) {
  return useQuery({ ...faceResultQueryOptions(orderNo ?? ''), enabled: orderNo !== null });
}

export function useFaceLogin() {
  return useMutation({
    mutationKey: [face.faceLogin.path],
    mutationFn: async (orderNo: string) =>
      completeLogin(await http.call(face.faceLogin, { orderNo }), false),
    onSuccess: () => authTracking.loggedIn('face'),
    onError: (error) => {
      if (!isCancelled(error)) authTracking.loginRefused('face', error);
    },
  });
}

/** The screen shows a failure to record the result inline, so the client does not report it. */
export function useUpdateIdentityAuthentication() {
  return useMutation({
    mutationKey: [face.updateIdentityAuthenticationResult.path],
    mutationFn: async (orderId: string) => {
      await http.call(
        face.updateIdentityAuthenticationResult,
        { success: true, orderId },
        { ignoreErrors: true },
      );
      // The badge on home and Me shows the new certification status; failing to reload it is not a failed check.
      await refreshLoginInfo().catch(() => undefined);
    },
  });
}
