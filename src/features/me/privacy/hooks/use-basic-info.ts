/**
 * 基本信息 from the reads the app already makes: the driver's details, identity record, licence
 * and vehicles — one state for the page (any read loading, the first failure, or all loaded).
 */
import { useUserDetail } from '@/hooks/shared-reads';
import type { UserDetail } from '@/lib/contract/account/auth';
import type { IdentityInfo } from '@/lib/contract/account/identity';
import type { ApprovalStatus } from '@/lib/contract/account/license';
import { useCarLicenses, useDriverLicense, useIdentity } from '../api/driver-data';

export interface BasicInfo {
  user: UserDetail;
  identity: IdentityInfo;
  /** Null when no licence was ever submitted. */
  licenceStatus: ApprovalStatus | null;
  vehicleCount: number;
}

export type BasicInfoState =
  | { kind: 'loading' }
  | { kind: 'error'; error: Error; retrying: boolean; retry(): void }
  | { kind: 'loaded'; info: BasicInfo };

export function useBasicInfo(): BasicInfoState {
  const user = useUserDetail('inline');
  const identity = useIdentity(user.data?.appUserId);
  const licence = useDriverLicense();
  const cars = useCarLicenses();
  const reads = [user, identity, licence, cars];

  const failed = reads.find((r) => r.isError);
  if (failed?.error) {
    return {
      kind: 'error',
      error: failed.error,
      retrying: reads.some((r) => r.isFetching),
      retry: () => {
        for (const r of reads) if (r.isError) void r.refetch();
      },
    };
  }
  if (!user.data || !identity.data || !licence.data || !cars.data) return { kind: 'loading' };
  return {
    kind: 'loaded',
    info: {
      user: user.data,
      identity: identity.data,
      licenceStatus: licence.data.userDriverLicenseVO?.approvalStatus ?? null,
      vehicleCount: cars.data.length,
    },
  };
}
