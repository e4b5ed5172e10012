/** The driver's identity record (address, ID number) and the avatar change (mdc, §7.1). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identity } from '@/lib/contract/identity';
import { license } from '@/lib/contract/license';
import { endpointMutation, endpointQuery } from '@/lib/query/endpoint-query';
import { userDetailQueryOptions } from '@/hooks/shared-reads';

export const identityInfoQueryOptions = (userId: string) =>
  endpointQuery(identity.getIdentityInfoByUserId, { userId });

export function useIdentityInfo(userId: string | null) {
  return useQuery({ ...identityInfoQueryOptions(userId ?? ''), enabled: userId !== null });
}

/** §4: the avatar is stored, then the user detail is read again so every screen shows it. */
export function useUpdateAvatar() {
  const client = useQueryClient();
  return useMutation({
    ...endpointMutation(identity.updateAvatar),
    onSuccess: () => client.invalidateQueries({ queryKey: userDetailQueryOptions().queryKey }),
  });
}

/** §4 driver qualification: whether a licence record exists decides where the entry goes. */
export const driverLicenseQueryOptions = () => endpointQuery(license.getDriverLicense, {});
