/** Captain binding, enterprise personnel, projects and network transporters. */
import { captain, type CarCaptain } from '@/lib/contract/account/captain';
import { reject } from '../../../envelope';
import { mobile, text } from '../../../fields';
import { serverMessages } from '../../../messages';
import { route } from '../../../router';
import type { Db } from '../../../store/db';
import type { UserRecord } from '../auth/types';
import { userById, userByMobile } from '../auth/users';
import { certificationStatusOf, identityOf } from '../identity/records';
import { carsOf } from '../vehicle/records';
import { captainArea } from './types';

function view(db: Db, user: UserRecord, bindTime: string | null): CarCaptain {
  return {
    carCaptainId: user.appUserId,
    name: identityOf(db, user.appUserId)?.name ?? user.mobile,
    mobile: user.mobile,
    certificationStatus: certificationStatusOf(db, user.appUserId),
    carCount: carsOf(db, user.appUserId).length,
    bindTime,
  };
}

export const captainRoutes = [
  route(captain.getCarCaptain, (_req, ctx) => {
    const binding = ctx.db.area(captainArea).bindings[ctx.me().appUserId];
    const bound = binding ? userById(ctx.db, binding.captainId) : null;
    return bound ? view(ctx.db, bound, binding!.bindTime) : null;
  }),

  route(captain.getCarCaptainByMobile, (req, { db }) => {
    const user = userByMobile(db, mobile(req.mobile));
    return user?.isCaptain ? view(db, user, null) : null;
  }),

  route(captain.getCarCaptainByMobilePass, (req, { db }) => {
    const user = userByMobile(db, mobile(req.mobile));
    return user?.isCaptain && certificationStatusOf(db, user.appUserId) === 1
      ? view(db, user, null)
      : null;
  }),

  route(captain.addCarCaptainForApp, (req, ctx) => {
    const me = ctx.me();
    const { bindings } = ctx.db.area(captainArea);
    const wanted = userById(ctx.db, text(req.carCaptainId, '车队长'));
    if (bindings[me.appUserId]) reject(serverMessages.captainAlreadyBound);
    if (!wanted?.isCaptain || wanted.appUserId === me.appUserId) reject(serverMessages.notCaptain);
    bindings[me.appUserId] = { captainId: wanted.appUserId, bindTime: ctx.db.nowText() };
    return null;
  }),

  route(captain.deleteCarCaptain, (req, ctx) => {
    const { bindings } = ctx.db.area(captainArea);
    const id = ctx.me().appUserId;
    const binding = bindings[id];
    if (!binding || binding.captainId !== text(req.carCaptainId, '车队长')) {
      reject(serverMessages.captainNotBound);
    }
    delete bindings[id];
    return null;
  }),

  route(captain.checkUser, (req, { db }) => {
    const m = mobile(req.mobile);
    const enterprise = db.area(captainArea).enterprises.find((e) => e.personnelMobiles.includes(m));
    return { isEnterprisePersonnel: Boolean(enterprise), enterpriseName: enterprise?.name ?? null };
  }),

  route(captain.getEnterpriseProject, (req, { db }) => {
    const project = db.area(captainArea).projects.find((p) => p.id === text(req.id, '项目'));
    if (!project) reject(serverMessages.projectNotFound);
    return { ...project };
  }),

  route(captain.getNetworkTransporterDetail, (_req, { db }) => ({
    ...db.area(captainArea).transporters[0]!,
  })),

  route(captain.getNetworkTransporter, (req, { db }) => {
    const found = db
      .area(captainArea)
      .transporters.find((t) => t.id === text(req.id, '网络货运主体'));
    if (!found) reject(serverMessages.transporterNotFound);
    return { ...found };
  }),
];
