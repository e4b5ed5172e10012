import type { AgreementType } from '@/lib/contract/me/agreement';

const TYPES: readonly AgreementType[] = ['user', 'privacy', 'certification'];

/** `?type=` from a link; absent means the user agreement, anything unknown is refused. */
export function readAgreementType(raw: string | null): AgreementType | null {
  if (raw === null || raw === '') return 'user';
  return (TYPES as readonly string[]).includes(raw) ? (raw as AgreementType) : null;
}
