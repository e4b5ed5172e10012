import { useMutation } from '@tanstack/react-query';
import { sms } from '@/lib/contract/common/sms';
import { endpointMutation } from '@/lib/query/endpoint-query';

/**
 * The signature at /verifyAgree: the SMS code signs (with an agreementId, that invoicing
 * agreement, which then leaves the unsigned list: the endpoint's `changes`). Apart from sms.ts so
 * the screens that only send codes (login, register) do not carry it.
 */
export function useSignWithSmsCode() {
  return useMutation(endpointMutation(sms.verificationSmByTemplate));
}
