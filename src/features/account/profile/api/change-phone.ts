/** The change-phone calls: `changePhone` codes to either number, the old code's check, the change. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userDetailQueryOptions } from '@/hooks/shared-reads';
import { profile, type UpdateMobileRequest } from '@/lib/contract/account/profile';
import { sms } from '@/lib/contract/common/sms';
import { http } from '@/lib/http/client';
import { endpointMutation } from '@/lib/query/endpoint-query';

/** Sends the `changePhone` code to `mobile` (the driver is logged in: the session channel). */
export function useSendChangeCode() {
  return useMutation({
    mutationKey: [sms.sendSmByTemplate.path, 'changePhone'],
    mutationFn: (mobile: string) =>
      http.call(sms.sendSmByTemplate, { mobile, template: 'changePhone' }),
  });
}

/** Checks the old number's code without using it up: the change itself uses it. */
export function useCheckOldCode() {
  return useMutation({
    ...endpointMutation(sms.verificationSmByTemplate),
    mutationFn: ({ mobile, code }: { mobile: string; code: string }) =>
      http.call(sms.verificationSmByTemplate, { mobile, code, template: 'changePhone' }),
  });
}

/**
 * The change; on success the driver's details are read again, which stores the new phone in the
 * session's login info (`userDetailQueryOptions` does that) and in every screen's cache.
 */
export function useUpdateMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutation(profile.updateMobile),
    mutationFn: async (payload: UpdateMobileRequest) => {
      await http.call(profile.updateMobile, payload);
      return queryClient.fetchQuery(userDetailQueryOptions());
    },
  });
}
