/** Reading and changing a user's identity record (other areas use these, never the table). */
import type { CertificationStatus } from '@/lib/contract/account/auth';
import type { IdentityInfo } from '@/lib/contract/account/identity';
import type { Db } from '../../../store/db';
import { identityOf as drawIdentity, person } from '../../../store/documents';
import { rngFor } from '../../../store/prng';
import { seedEpoch } from '../../../store/time';
import { identityArea } from './types';

export function identityOf(db: Db, appUserId: string): IdentityInfo | null {
  return db.area(identityArea).identities[appUserId] ?? null;
}

/** Null removes the record (back to 999). */
/** A user's real name as certified, '' while there is none. */
export const realNameOf = (db: Db, appUserId: string): string =>
  identityOf(db, appUserId)?.name ?? '';

export function setIdentity(db: Db, appUserId: string, identity: IdentityInfo | null): void {
  const { identities } = db.area(identityArea);
  if (identity) identities[appUserId] = identity;
  else delete identities[appUserId];
}

export function certificationStatusOf(db: Db, appUserId: string): CertificationStatus {
  return identityOf(db, appUserId)?.certificationStatus ?? 999;
}

/**
 * The person "behind" a driver who has no identity record yet: OCR of their licence and a
 * successful face verification both produce this same identity.
 */
export function personBehind(
  seed: number,
  appUserId: string,
  status: CertificationStatus,
  /** Today (store/time.ts seedEpoch): the card was issued before it. */
  epochMs: number,
): IdentityInfo {
  const rng = rngFor(seed, `identity#${appUserId}`);
  return drawIdentity(person(rng), rng, appUserId, status, epochMs);
}

/** Sets the status, creating the record from the person behind the account when there is none. */
export function certify(db: Db, appUserId: string, status: CertificationStatus): void {
  const identity = identityOf(db, appUserId);
  if (identity) identity.certificationStatus = status;
  else
    setIdentity(db, appUserId, personBehind(db.state.seed, appUserId, status, seedEpoch(db.now())));
}
