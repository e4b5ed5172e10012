import { useMutation } from '@tanstack/react-query';
import { account, type RegisterRequest } from '@/lib/contract/account/auth';
import { http } from '@/lib/http/client';
import { isCancelled } from '@/lib/http/errors';
import { endpointMutation } from '@/lib/query/endpoint-query';
import { authTracking } from '../tracking';
import { completeLogin } from './session';

export function useRegister() {
  return useMutation({
    mutationKey: [account.register.path],
    mutationFn: async (payload: RegisterRequest) =>
      completeLogin(await http.call(account.register, payload), false),
    onSuccess: () => authTracking.registered(),
    onError: (error) => {
      if (!isCancelled(error)) authTracking.registerRefused(error);
    },
  });
}

export function useResetPassword() {
  return useMutation(endpointMutation(account.resetPassword));
}

export function useUpdatePassword() {
  return useMutation(endpointMutation(account.updatePassword));
}
