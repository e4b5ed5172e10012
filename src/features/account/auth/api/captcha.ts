import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { account } from '@/lib/contract/account/auth';
import { endpointMutation, endpointQuery } from '@/lib/query/endpoint-query';

/**
 * A captcha is single-use: never served from cache, a new one on every visit and refresh. The
 * screen shows a failed picture inline (加载失败), so the client does not report it.
 */
export function graphCaptchaQueryOptions() {
  return queryOptions({
    ...endpointQuery(account.getGraphCaptcha, {}, { ignoreErrors: true }),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useGraphCaptcha() {
  return useQuery(graphCaptchaQueryOptions());
}

export function useCheckGraphCaptcha() {
  return useMutation(endpointMutation(account.checkGraphCaptcha));
}
