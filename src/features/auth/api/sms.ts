import { useMutation } from '@tanstack/react-query';
import { type CheckSmsRequest, type SendSmsRequest, sms } from '@/lib/contract/sms';
import { http } from '@/lib/http/client';
import { toastError } from '../notify';
import { quiet } from './options';

/**
 * `public` sends without a session (login, register, find password, phone check); `session` is for
 * a logged-in driver (signing an agreement), paired with `useSignWithSmsCode`.
 */
export type SmsChannel = 'public' | 'session';

export interface SendSmsInput extends SendSmsRequest {
  channel?: SmsChannel;
}

export function sendSmsCode({ channel = 'public', ...payload }: SendSmsInput) {
  const ep = channel === 'session' ? sms.sendSmByTemplate : sms.sendTemplateErificationCodeSms;
  return http.call(ep, payload, quiet());
}

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode, onError: toastError });
}

export function useCheckSmsCode() {
  return useMutation({
    mutationFn: (payload: CheckSmsRequest) =>
      http.call(sms.checkSMVerificationCode, payload, quiet()),
    onError: toastError,
  });
}

export function useSignWithSmsCode() {
  return useMutation({
    mutationFn: (payload: CheckSmsRequest) =>
      http.call(sms.verificationSmByTemplate, payload, quiet()),
    onError: toastError,
  });
}
