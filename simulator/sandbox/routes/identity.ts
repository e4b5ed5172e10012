/** Real-name identity reads and the avatar. */
import { identity, type IdentityInfo } from '@/lib/contract/identity';
import { reject } from '../envelope';
import { route, type RouteContext } from '../router';
import { certificationStatusOf } from '../store/db';
import type { UserRecord } from '../store/types';
import { optionalText, text } from './fields';

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
  const user = ctx.db.userById(wanted);
  if (!user) reject('用户不存在');
  return user;
}

export const identityRoutes = [
  route(identity.getIdentityInfoByUserId, (req, ctx) => {
    const user = target(req.userId, ctx);
    return user.identity
      ? { ...user.identity }
      : { ...EMPTY_IDENTITY, certificationStatus: 999 as const };
  }),
  route(identity.getStatusByUserId, (req, ctx) => ({
    certificationStatus: certificationStatusOf(target(req.id, ctx)),
  })),
  route(identity.updateAvatar, (req, ctx) => {
    ctx.me().avatar = text(req.avatar, '头像');
    return null;
  }),
];
