import { useMutation, useQuery } from '@tanstack/react-query';
import { account, type CheckGraphCaptchaRequest } from '@/lib/contract/account';
import { http } from '@/lib/http/client';
import { toastError } from '../notify';
import { quiet } from './options';

export const graphCaptchaKey = ['auth', 'graphCaptcha'] as const;

/** A captcha is single-use: never served from cache, a new one on every visit and refresh. */
export function useGraphCaptcha() {
  return useQuery({
    queryKey: graphCaptchaKey,
    queryFn: ({ signal }) => http.call(account.getGraphCaptcha, {}, quiet(signal)),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useCheckGraphCaptcha() {
  return useMutation({
    mutationFn: (payload: CheckGraphCaptchaRequest) =>
      http.call(account.checkGraphCaptcha, payload, quiet()),
    onError: toastError,
  });
}
