import { useMutation } from '@tanstack/react-query';
import { account, type RegisterRequest } from '@/lib/contract/account';
import { http } from '@/lib/http/client';
import { endpointMutation } from '@/lib/query/endpoint-query';
import { completeLogin } from './session';

export function useRegister() {
  return useMutation({
    mutationKey: [account.register.path],
    mutationFn: async (payload: RegisterRequest) =>
      completeLogin(await http.call(account.register, payload), false),
  });
}

export function useResetPassword() {
  return useMutation(endpointMutation(account.resetPassword));
}

export function useUpdatePassword() {
  return useMutation(endpointMutation(account.updatePassword));
}
