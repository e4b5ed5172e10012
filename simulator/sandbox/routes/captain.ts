/** Captain binding, enterprise personnel, projects and network transporters. */
import { captain, type CarCaptain } from '@/lib/contract/captain';
import { reject } from '../envelope';
import { serverMessages } from '../messages';
import { route } from '../router';
import { certificationStatusOf } from '../store/db';
import type { UserRecord } from '../store/types';
import { mobile, text } from './fields';

function view(user: UserRecord, bindTime: string | null): CarCaptain {
  return {
    carCaptainId: user.appUserId,
    name: user.identity?.name ?? user.mobile,
    mobile: user.mobile,
    certificationStatus: certificationStatusOf(user),
    carCount: user.cars.length,
    bindTime,
  };
}

export const captainRoutes = [
  route(captain.getCarCaptain, (_req, ctx) => {
    const me = ctx.me();
    const bound = ctx.db.userById(me.captainId ?? undefined);
    return bound ? view(bound, me.captainBindTime) : null;
  }),

  route(captain.getCarCaptainByMobile, (req, { db }) => {
    const user = db.userByMobile(mobile(req.mobile));
    return user?.isCaptain ? view(user, null) : null;
  }),

  route(captain.getCarCaptainByMobilePass, (req, { db }) => {
    const user = db.userByMobile(mobile(req.mobile));
    return user?.isCaptain && certificationStatusOf(user) === 1 ? view(user, null) : null;
  }),

  route(captain.addCarCaptainForApp, (req, ctx) => {
    const me = ctx.me();
    const wanted = ctx.db.userById(text(req.carCaptainId, '车队长'));
    if (me.captainId) reject(serverMessages.captainAlreadyBound);
    if (!wanted?.isCaptain || wanted.appUserId === me.appUserId) reject(serverMessages.notCaptain);
    me.captainId = wanted.appUserId;
    me.captainBindTime = ctx.db.nowText();
    return null;
  }),

  route(captain.deleteCarCaptain, (req, ctx) => {
    const me = ctx.me();
    if (!me.captainId || me.captainId !== text(req.carCaptainId, '车队长')) {
      reject(serverMessages.captainNotBound);
    }
    me.captainId = null;
    me.captainBindTime = null;
    return null;
  }),

  route(captain.checkUser, (req, { db }) => {
    const m = mobile(req.mobile);
    const enterprise = db.state.enterprises.find((e) => e.personnelMobiles.includes(m));
    return { isEnterprisePersonnel: Boolean(enterprise), enterpriseName: enterprise?.name ?? null };
  }),

  route(captain.getEnterpriseProject, (req, { db }) => {
    const project = db.state.projects.find((p) => p.id === text(req.id, '项目'));
    if (!project) reject(serverMessages.projectNotFound);
    return { ...project };
  }),

  route(captain.getNetworkTransporterDetail, (_req, { db }) => ({ ...db.state.transporters[0]! })),

  route(captain.getNetworkTransporter, (req, { db }) => {
    const found = db.state.transporters.find((t) => t.id === text(req.id, '网络货运主体'));
    if (!found) reject(serverMessages.transporterNotFound);
    return { ...found };
  }),
];
