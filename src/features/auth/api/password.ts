import { useMutation } from '@tanstack/react-query';
import {
  account,
  type RegisterRequest,
  type ResetPasswordRequest,
  type UpdatePasswordRequest,
} from '@/lib/contract/account';
import { http } from '@/lib/http/client';
import { toastError } from '../notify';
import { quiet } from './options';
import { completeLogin } from './session';

export function useRegister() {
  return useMutation({
    mutationFn: async (payload: RegisterRequest) =>
      completeLogin(await http.call(account.register, payload, quiet()), false),
    onError: toastError,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (payload: ResetPasswordRequest) =>
      http.call(account.resetPassword, payload, quiet()),
    onError: toastError,
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (payload: UpdatePasswordRequest) =>
      http.call(account.updatePassword, payload, quiet()),
    onError: toastError,
  });
}
