/** Real-name identity reads and the avatar. */
import { identity, type IdentityInfo } from '@/lib/contract/identity';
import { reject } from '../../envelope';
import { optionalText, text } from '../../fields';
import { route, type RouteContext } from '../../router';
import type { UserRecord } from '../account/types';
import { userById } from '../account/users';
import { certificationStatusOf, identityOf } from './records';

const EMPTY_IDENTITY: Omit<IdentityInfo, 'certificationStatus'> = {
  name: null,
  certificateNumber: null,
  address: null,
  gender: null,
  birthday: null,
  nation: null,
  issuingAuthority: null,
  validFrom: null,
  validTo: null,
  idCardFrontUrl: null,
  idCardBackUrl: null,
};

function target(id: unknown, ctx: RouteContext): UserRecord {
  const wanted = optionalText(id);
  if (wanted === undefined) return ctx.me();
  const user = userById(ctx.db, wanted);
  if (!user) reject('用户不存在');
  return user;
}

export const identityRoutes = [
  route(identity.getIdentityInfoByUserId, (req, ctx) => {
    const identity = identityOf(ctx.db, target(req.userId, ctx).appUserId);
    return identity ? { ...identity } : { ...EMPTY_IDENTITY, certificationStatus: 999 as const };
  }),
  route(identity.getStatusByUserId, (req, ctx) => ({
    certificationStatus: certificationStatusOf(ctx.db, target(req.id, ctx).appUserId),
  })),
  route(identity.updateAvatar, (req, ctx) => {
    ctx.me().avatar = text(req.avatar, '头像');
    return null;
  }),
];
