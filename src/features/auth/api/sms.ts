import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoicingAgreement } from '@/lib/contract/invoicing-agreement';
import { type SendSmsRequest, sms } from '@/lib/contract/sms';
import { http } from '@/lib/http/client';
import { endpointKey, endpointMutation } from '@/lib/query/endpoint-query';

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

/** The signature at /verifyAgree: an invoicing agreement it names leaves the unsigned list. */
export function useSignWithSmsCode() {
  const client = useQueryClient();
  return useMutation({
    ...endpointMutation(sms.verificationSmByTemplate),
    onSuccess: (_data, payload) =>
      payload.agreementId
        ? client.invalidateQueries({
            queryKey: endpointKey(invoicingAgreement.listUnsignedByDriverId),
          })
        : undefined,
  });
}
