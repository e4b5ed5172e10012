import { useMutation } from '@tanstack/react-query';
import { type SendSmsRequest, sms } from '@/lib/contract/common/sms';
import { http } from '@/lib/http/client';
import { endpointMutation } from '@/lib/query/endpoint-query';

/**
 * `public` sends without a session (login, register, find password, phone check); `session` is for
 * a logged-in driver (signing an agreement), paired with `useSignWithSmsCode` (sign.ts).
 */
export type SmsChannel = 'public' | 'session';

export interface SendSmsInput extends SendSmsRequest {
  channel?: SmsChannel;
}

function sendSmsCode({ channel = 'public', ...payload }: SendSmsInput) {
  const ep = channel === 'session' ? sms.sendSmByTemplate : sms.sendTemplateErificationCodeSms;
  return http.call(ep, payload);
}

export function useSendSmsCode() {
  return useMutation({
    mutationKey: [sms.sendTemplateErificationCodeSms.path],
    mutationFn: sendSmsCode,
  });
}

export function useCheckSmsCode() {
  return useMutation(endpointMutation(sms.checkSMVerificationCode));
}
