/**
 * Users as testers see and change them, across areas: the summary (`GET /__sandbox/users`), the
 * full view (`sb.control.user`) and the patch (`POST /__sandbox/user`).
 */
import type { CertificationStatus } from '@/lib/contract/account/auth';
import type { IdentityInfo } from '@/lib/contract/account/identity';
import type {
  ApprovalStatus,
  CarLicense,
  DriverLicenseVO,
  OtherAttachment,
} from '@/lib/contract/account/license';
import type { NotifyInfo } from '@/lib/contract/me/messages';
import type { UserRecord } from '../areas/account/auth/types';
import { captainArea } from '../areas/account/captain/types';
import {
  certificationStatusOf,
  certify,
  identityOf,
  setIdentity,
} from '../areas/account/identity/records';
import { attachmentsOf, driverLicenseOf, setDriverLicense } from '../areas/account/license/records';
import { noticesOf } from '../areas/me/messages/records';
import { carsOf } from '../areas/account/vehicle/records';
import { permissionsFor, Roles } from '../store/catalog';
import type { Db } from '../store/db';

export interface UserSummary {
  appUserId: string;
  mobile: string;
  name: string | null;
  certificationStatus: CertificationStatus;
  roles: string[];
  isCaptain: boolean;
  driverLicenseApprovalStatus: ApprovalStatus | null;
  cars: number;
  captainId: string | null;
}

export interface UserPatch {
  certificationStatus?: CertificationStatus;
  /** null removes the licence record. */
  driverLicenseApprovalStatus?: ApprovalStatus | null;
  password?: string | null;
  roles?: string[];
}

/** The account with each area's records of the user; nested records are the live ones. */
export interface UserView extends UserRecord {
  identity: IdentityInfo | null;
  driverLicense: DriverLicenseVO | null;
  cars: CarLicense[];
  attachments: OtherAttachment[];
  captainId: string | null;
  captainBindTime: string | null;
  enterpriseId: string | null;
  notices: NotifyInfo[];
}

export function summaryOf(db: Db, u: UserRecord): UserSummary {
  return {
    appUserId: u.appUserId,
    mobile: u.mobile,
    name: identityOf(db, u.appUserId)?.name ?? null,
    certificationStatus: certificationStatusOf(db, u.appUserId),
    roles: [...u.roles],
    isCaptain: u.isCaptain,
    driverLicenseApprovalStatus: driverLicenseOf(db, u.appUserId)?.approvalStatus ?? null,
    cars: carsOf(db, u.appUserId).length,
    captainId: db.area(captainArea).bindings[u.appUserId]?.captainId ?? null,
  };
}

export function viewOf(db: Db, u: UserRecord): UserView {
  const captains = db.area(captainArea);
  const binding = captains.bindings[u.appUserId];
  return {
    ...u,
    identity: identityOf(db, u.appUserId),
    driverLicense: driverLicenseOf(db, u.appUserId),
    cars: carsOf(db, u.appUserId),
    attachments: attachmentsOf(db, u.appUserId),
    captainId: binding?.captainId ?? null,
    captainBindTime: binding?.bindTime ?? null,
    enterpriseId: captains.enterpriseOf[u.appUserId] ?? null,
    notices: noticesOf(db, u.appUserId),
  };
}

export function applyUserPatch(db: Db, user: UserRecord, patch: UserPatch): void {
  const id = user.appUserId;
  if (patch.certificationStatus !== undefined) {
    if (patch.certificationStatus === 999) setIdentity(db, id, null);
    else certify(db, id, patch.certificationStatus);
  }
  if (patch.driverLicenseApprovalStatus !== undefined) {
    const licence = driverLicenseOf(db, id);
    if (patch.driverLicenseApprovalStatus === null) setDriverLicense(db, id, null);
    else if (licence) licence.approvalStatus = patch.driverLicenseApprovalStatus;
    else throw new Error('the user has no licence record to change; save one first');
  }
  if (patch.password !== undefined) user.password = patch.password;
  if (patch.roles) {
    user.roles = [...patch.roles];
    user.permissions = permissionsFor(user.roles);
    user.isCaptain = user.roles.includes(Roles.captain);
  }
}
