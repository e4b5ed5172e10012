import { useMutation, useQuery } from '@tanstack/react-query';
import { face, type StartFaceRequest } from '@/lib/contract/face';
import { http } from '@/lib/http/client';
import { toastError } from '../notify';
import { quiet } from './options';
import { completeLogin, refreshLoginInfo } from './session';

export function useStartFaceLogin() {
  return useMutation({
    mutationFn: (payload: StartFaceRequest) => http.call(face.startFaceLogin, payload, quiet()),
    onError: toastError,
  });
}

/** §4: the face result of the order named in the route query. */
export function useFaceResult(orderNo: string | null) {
  return useQuery({
    queryKey: ['auth', 'faceResult', orderNo],
    queryFn: ({ signal }) =>
      http.call(face.personalFaceIdentityResult, { orderNo: orderNo ?? '' }, quiet(signal)),
    enabled: orderNo !== null,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useFaceLogin() {
  return useMutation({
    mutationFn: async (orderNo: string) =>
      completeLogin(await http.call(face.faceLogin, { orderNo }, quiet()), false),
    onError: toastError,
  });
}

export function useUpdateIdentityAuthentication() {
  return useMutation({
    mutationFn: async (orderId: string) => {
      await http.call(face.updateIdentityAuthenticationResult, { success: true, orderId }, quiet());
      // The badge on home and Me shows the new certification status; failing to reload it is not a failed check.
      await refreshLoginInfo().catch(() => undefined);
    },
    onError: toastError,
  });
}
