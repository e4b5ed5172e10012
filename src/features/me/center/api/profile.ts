/** The driver's identity record (address, ID number) and the avatar change (mdc, §7.1). */
import { useMutation, useQuery } from '@tanstack/react-query';
import { identity } from '@/lib/contract/account/identity';
import { license } from '@/lib/contract/account/license';
import { endpointMutation, endpointQuery } from '@/lib/query/endpoint-query';

export const identityInfoQueryOptions = (userId: string) =>
  endpointQuery(identity.getIdentityInfoByUserId, { userId });

export function useIdentityInfo(userId: string | null) {
  return useQuery({ ...identityInfoQueryOptions(userId ?? ''), enabled: userId !== null });
}

/** §4: the avatar is stored; the user detail is its `changes`, read again so every screen shows it. */
export function useUpdateAvatar() {
  return useMutation(endpointMutation(identity.updateAvatar));
}

/** §4 driver qualification: whether a licence record exists decides where the entry goes. */
export const driverLicenseQueryOptions = () => endpointQuery(license.getDriverLicense, {});
