/** Captain certification: filing the fleet application marks the user a captain under review. */
import { certification, type CaptainApplication } from '@/lib/contract/account/certification';
import { reject } from '../../../envelope';
import { int, list, mobile, text } from '../../../fields';
import { route } from '../../../router';
import { identityServerMessages } from '../identity/messages';
import { certificationArea } from './types';

function strings(value: unknown, field: string): string[] {
  const items = list(value as string | string[] | undefined).map((v) => text(v, field));
  if (items.length === 0) text(undefined, field);
  return items;
}

export const certificationRoutes = [
  route(certification.applyCaptain, (req, ctx) => {
    const user = ctx.me();
    const vehicleCount = int(req.vehicleCount, 0);
    if (vehicleCount < 1 || vehicleCount > 9999) reject(identityServerMessages.captainVehicleCount);
    const application: CaptainApplication = {
      appUserId: user.appUserId,
      fleetName: text(req.fleetName, '车队名称'),
      contactName: text(req.contactName, '联系人'),
      contactMobile: mobile(req.contactMobile),
      regionCodes: strings(req.regionCodes, '所在地区'),
      regionNames: strings(req.regionNames, '所在地区'),
      vehicleCount,
      status: 0,
      createTime: ctx.db.nowText(),
    };
    ctx.db.area(certificationArea).captainApplications[user.appUserId] = application;
    // §3 isCaptain: the captain role holds from the application on, its review pending.
    user.isCaptain = true;
    return { ...application };
  }),
  route(certification.getCaptainApplication, (_req, ctx) => {
    const found = ctx.db.area(certificationArea).captainApplications[ctx.me().appUserId];
    return found ? { ...found } : null;
  }),
];
