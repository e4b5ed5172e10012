/** The driver's invitation code: issued once, the same on every later read. */
import { invite, type InviteCode } from '@/lib/contract/me/invite';
import { route } from '../../../router';
import type { Db } from '../../../store/db';
import { inviteArea } from './types';

/** No 0/O or 1/I: a code read aloud or typed from a screenshot must not be mistaken. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

function issue(db: Db, taken: ReadonlySet<string>): string {
  // Drawn from the number of codes issued so far: the same seed issues the same codes in order.
  const rng = db.rng('invite-code', taken.size);
  for (;;) {
    const code = Array.from(
      { length: LENGTH },
      () => ALPHABET[rng.int(0, ALPHABET.length - 1)],
    ).join('');
    if (!taken.has(code)) return code;
  }
}

export const inviteRoutes = [
  route(invite.getMyInviteCode, (_req, ctx): InviteCode => {
    const { codes } = ctx.db.area(inviteArea);
    const id = ctx.me().appUserId;
    codes[id] ??= {
      inviteCode: issue(ctx.db, new Set(Object.values(codes).map((c) => c.inviteCode))),
      invitedCount: 0,
    };
    return { ...codes[id] };
  }),
];
