import { useMutation } from '@tanstack/react-query';
import { account } from '@/lib/contract/account/auth';
import { http } from '@/lib/http/client';
import { isCancelled } from '@/lib/http/errors';
import { authTracking } from '../tracking';
import { completeLogin } from './session';

export type LoginInput =
  | { mode: 'sms'; mobile: string; code: string; rememberMe: boolean }
  | { mode: 'password'; mobile: string; password: string; rememberMe: boolean };

async function login(input: LoginInput) {
  const pair =
    input.mode === 'sms'
      ? await http.call(account.smsLogin, { mobile: input.mobile, code: input.code })
      : await http.call(account.passwordLogin, { mobile: input.mobile, password: input.password });
  return completeLogin(pair, input.rememberMe);
}

export function useLogin() {
  return useMutation({
    mutationKey: [account.smsLogin.path],
    mutationFn: login,
    onSuccess: (_session, input) => authTracking.loggedIn(input.mode),
    onError: (error, input) => {
      if (!isCancelled(error)) authTracking.loginRefused(input.mode, error);
    },
  });
}

/**
 * /auth/redirect may hand over a session (`token`, optionally `rt`) from the native side or a
 * partner page; it counts only once the server accepts it for the driver's details.
 */
export function useTokenHandoff() {
  return useMutation({
    mutationFn: ({ at, rt }: { at: string; rt: string | null }) =>
      // The screen shows a refused hand-over inline, so the client does not report it too.
      completeLogin({ at, rt: rt ?? '' }, false, { ignoreErrors: true }),
  });
}
