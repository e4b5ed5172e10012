/** Real-name identity reads and the avatar. */
import { identity, type IdentityInfo } from '@/lib/contract/account/identity';
import { reject } from '../../../envelope';
import { optionalText, text } from '../../../fields';
import { route, type RouteContext } from '../../../router';
import type { UserRecord } from '../auth/types';
import { userById } from '../auth/users';
import { parseIdCard } from '@/lib/domain/id-card';
import { certificationStatusOf, identityOf, setIdentity } from './records';
import { identityServerMessages } from './messages';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function date(value: unknown, field: string, allowLongTerm: boolean): string {
  const v = text(value, field);
  if (allowLongTerm && v === identityServerMessages.longTerm) return v;
  if (!DATE.test(v)) reject(identityServerMessages.dateInvalid(field));
  return v;
}

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
  /**
   * Project choice: saving the ID card puts the record under review (0). A certified record (1) is
   * not replaced; one under review, failed or absent is (re)filed.
   */
  route(identity.save, (req, ctx) => {
    const user = ctx.me();
    const current = identityOf(ctx.db, user.appUserId);
    if (current?.certificationStatus === 1) reject(identityServerMessages.alreadyCertified);
    const certificateNumber = text(req.certificateNumber, '身份证号').toUpperCase();
    const parsed = parseIdCard(certificateNumber, new Date(ctx.db.now()));
    if (!parsed.valid) reject(identityServerMessages.idCardInvalid);
    const validFrom = date(req.validFrom, '有效期开始日期', false);
    const validTo = date(req.validTo, '有效期结束日期', true);
    if (validTo !== identityServerMessages.longTerm && validTo <= validFrom) {
      reject(identityServerMessages.validityOrder);
    }
    const saved: IdentityInfo = {
      name: text(req.name, '姓名'),
      certificateNumber,
      address: text(req.address, '住址'),
      gender: parsed.gender === 'M' ? '男' : '女',
      birthday: parsed.birthdate,
      nation: current?.nation ?? null,
      issuingAuthority: current?.issuingAuthority ?? null,
      validFrom,
      validTo,
      idCardFrontUrl: text(req.idCardFrontUrl, '身份证人像面'),
      idCardBackUrl: text(req.idCardBackUrl, '身份证国徽面'),
      certificationStatus: 0,
    };
    setIdentity(ctx.db, user.appUserId, saved);
    return { ...saved };
  }),
  route(identity.updateAvatar, (req, ctx) => {
    ctx.me().avatar = text(req.avatar, '头像');
    return null;
  }),
];
