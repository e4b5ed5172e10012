/** Real-name identity (mdc cuc/identityInfo, cuc/userApp, §3, §7.1). */
import type { CertificationStatus } from './auth';
import { endpoint, type Reads } from '../endpoint';
import { account } from './auth';

/** §3 certificate info. Null fields while the driver has no identity record (status 999). */
export interface CertificateInfo {
  certificateNumber: string | null;
  address: string | null;
  name: string | null;
}

/** §3 identity info (`name`, `certificationStatus`) together with the certificate info. */
export interface IdentityInfo extends CertificateInfo {
  certificationStatus: CertificationStatus;
  /** `男` or `女`, read from the ID number. */
  gender: string | null;
  /** `YYYY-MM-DD`. */
  birthday: string | null;
  nation: string | null;
  issuingAuthority: string | null;
  /** `YYYY-MM-DD`; `长期` when it does not expire. */
  validFrom: string | null;
  validTo: string | null;
  idCardFrontUrl: string | null;
  idCardBackUrl: string | null;
}

export interface IdentityStatus {
  certificationStatus: CertificationStatus;
}

export interface UpdateAvatarRequest {
  /** URL returned by an upload call. */
  avatar: string;
}

/**
 * Project choice (the spec names no save call): what the real-name form sends. Photos are the URLs an
 * upload call returned; dates `YYYY-MM-DD`, `validTo` may be `长期`.
 */
export interface SaveIdentityRequest {
  name: string;
  certificateNumber: string;
  address: string;
  validFrom: string;
  validTo: string;
  idCardFrontUrl: string;
  idCardBackUrl: string;
}

export const identity = {
  getIdentityInfoByUserId: endpoint<{ userId: string }, IdentityInfo>(
    'mdc',
    'cuc/identityInfo/getIdentityInfoByUserId',
  ),
  getStatusByUserId: endpoint<{ id: string }, IdentityStatus>(
    'mdc',
    'cuc/identityInfo/getStatusByUserId',
  ),
  updateAvatar: endpoint<UpdateAvatarRequest, null>('mdc', 'cuc/userApp/updateAvatar', {
    changes: (): Reads => [account.getUserDetail],
  }),
  /** Project choice (JSON): saves the driver's identity; the record goes to 0 (pending review). */
  save: endpoint<SaveIdentityRequest, IdentityInfo>('mdc', 'cuc/identityInfo/save', {
    changes: (): Reads => [
      identity.getIdentityInfoByUserId,
      identity.getStatusByUserId,
      account.getUserDetail,
    ],
  }),
} as const;
