/**
 * Whether a card still has a withdrawal on its way (applied or approved, not yet paid or
 * rejected): such a card cannot be unbound. Reads the money area's applications, never writes them.
 */
import type { Db } from '../../../store/db';
import { ledger } from '../wallet/ledger';

export function withdrawalPendingOn(db: Db, appUserId: string, cardId: string): boolean {
  return ledger(db).applications.some(
    (a) =>
      a.appUserId === appUserId &&
      a.bankCardId === cardId &&
      (a.state === 'applied' || a.state === 'approved'),
  );
}
