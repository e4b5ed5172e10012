/** The plaza: lists, nearest, details, the fence check, enterprises. Public reads use optional auth. */
import { supply } from '@/lib/contract/supply/market';
import type { SourceKind } from '@/lib/contract/supply/load';
import { missing, reject } from '../../../envelope';
import { optionalText, paginate, text } from '../../../fields';
import { route, type RouteContext } from '../../../router';
import { parseDate } from '../../../store/time';
import type { UserRecord } from '../../account/auth/types';
import { carsOf } from '../../account/vehicle/records';
import { requireUser } from './auth';
import { market } from './clock';
import { fenceCheck } from './fence';
import { supplyMessages as m } from './messages';
import { metresBetween, oneDecimal, placeWithin } from './places';
import { detailView, enterpriseView, findSource, listable, sourceView } from './records';
import { carProblem } from './rules';
import type { SourceRecord } from './types';

const DAY_MS = 86_400_000;
const newestFirst = (a: SourceRecord, b: SourceRecord) =>
  b.publishMs - a.publishMs || b.seq - a.seq;

function kindOf(value: unknown): SourceKind | undefined {
  return value === 'bulk' || value === 'whole' ? value : undefined;
}

/** Sources a vehicle of the driver fits (type, load; busy or not) or assigned to him. */
function fitsCar(ctx: RouteContext, user: UserRecord, carNo: string, s: SourceRecord): boolean {
  if (s.assignedTo === user.appUserId) return true;
  const car = carsOf(ctx.db, user.appUserId).find((c) => c.carNo === carNo.toUpperCase());
  if (!car) return false;
  const problem = carProblem(ctx.db, { ...car, approvalStatus: 20 }, s);
  return problem === null || problem.startsWith('有未完成运单') || problem === m.carExpired;
}

function detail(kind: SourceKind) {
  return (req: { id?: unknown }, ctx: RouteContext) => {
    const s = findSource(ctx.db, req.id);
    if (s.kind !== kind) missing(m.sourceNotFound);
    return detailView(ctx.db, s, ctx.user);
  };
}

export const marketRoutes = [
  route(
    supply.listPage,
    (req, ctx) => {
      const enterpriseId = optionalText(req.enterpriseId);
      const user = enterpriseId ? ctx.user : requireUser(ctx);
      const kind = kindOf(req.kind);
      const origin = optionalText(req.originCode);
      const dest = optionalText(req.destinationCode);
      const length = optionalText(req.vehicleLength);
      const type = optionalText(req.vehicleType);
      const day = optionalText(req.loadingDate);
      const dayStart = day ? parseDate(day) : NaN;
      const carNo = user ? optionalText(req.carNo) : undefined;
      const rows = market(ctx.db)
        .sources.filter((s) => listable(s, user, enterpriseId))
        .filter((s) => !kind || s.kind === kind)
        .filter((s) => !origin || placeWithin(s.origin, origin))
        .filter((s) => !dest || placeWithin(s.destination, dest))
        .filter(
          (s) =>
            !length ||
            s.vehicleLengths.length === 0 ||
            s.vehicleLengths.some((l) => Number(l) === Number(length)),
        )
        .filter((s) => !type || s.vehicleTypes.length === 0 || s.vehicleTypes.includes(type))
        .filter(
          (s) =>
            Number.isNaN(dayStart) ||
            (s.loadingStartMs < dayStart + DAY_MS && s.loadingEndMs >= dayStart),
        )
        .filter((s) => !carNo || !user || fitsCar(ctx, user, carNo, s))
        .sort(newestFirst);
      return paginate(
        rows.map((s) => sourceView(ctx.db, s, user)),
        req.pageIndex,
        req.pageSize,
      );
    },
    { auth: 'optional' },
  ),

  route(
    supply.listNearestToMePage,
    (req, ctx) => {
      const lng = Number(req.longitude);
      const lat = Number(req.latitude);
      if (
        !Number.isFinite(lng) ||
        !Number.isFinite(lat) ||
        Math.abs(lng) > 180 ||
        Math.abs(lat) > 90
      ) {
        reject(m.positionInvalid);
      }
      const kind = kindOf(req.kind);
      const rows = market(ctx.db)
        .sources.filter((s) => listable(s, ctx.user) && (!kind || s.kind === kind))
        .map((s) => ({
          s,
          km: oneDecimal(metresBetween(lng, lat, s.origin.longitude, s.origin.latitude) / 1000),
        }))
        .sort((a, b) => a.km - b.km || newestFirst(a.s, b.s));
      return paginate(
        rows.map(({ s, km }) => ({ ...sourceView(ctx.db, s, ctx.user), distanceToMeKm: km })),
        req.pageIndex,
        req.pageSize,
      );
    },
    { auth: 'optional' },
  ),

  route(supply.searchVehicleNumber, (req, ctx) => {
    const keyword = (optionalText(req.keyword) ?? '').toUpperCase();
    if (Array.from(keyword).length > 20) reject(m.keywordTooLong);
    return carsOf(ctx.db, ctx.me().appUserId)
      .map((c) => c.carNo)
      .filter((plate) => plate.toUpperCase().includes(keyword));
  }),

  route(supply.getGoodsResourceDetail, detail('bulk'), { auth: 'optional' }),
  route(supply.getBulkDetail, (req, ctx) => {
    ctx.me();
    return detail('bulk')(req, ctx);
  }),
  route(supply.getWholeDetail, detail('whole'), { auth: 'optional' }),
  route(supply.getWholeDetailForDriver, (req, ctx) => {
    ctx.me();
    return detail('whole')(req, ctx);
  }),

  route(supply.relationshipDetectionBetweenPositioningAndElectronicFence, (req, ctx) => {
    const user = ctx.me();
    const s = findSource(ctx.db, req.id);
    const check = fenceCheck(s, ctx.request, req);
    // A grab within 10 minutes trusts this check (its headers' fix may be older than this one).
    const passes = market(ctx.db).fencePasses;
    if (s.needFence && check.inside) passes[`${user.appUserId}:${s.id}`] = ctx.db.now();
    return check;
  }),

  route(
    supply.listEnterprise,
    (req, ctx) => {
      const keyword = optionalText(req.keyword);
      const rows = market(ctx.db)
        .enterprises.filter((e) => !keyword || e.name.includes(keyword))
        .map((e) => enterpriseView(ctx.db, e));
      return paginate(rows, req.pageIndex, req.pageSize);
    },
    { auth: 'optional' },
  ),

  route(
    supply.getEnterprise,
    (req, ctx) => {
      const code = text(req.shareCode, '企业编码').toUpperCase();
      const found = market(ctx.db).enterprises.find((e) => e.shareCode === code || e.id === code);
      if (!found) missing(m.enterpriseNotFound);
      return enterpriseView(ctx.db, found);
    },
    { auth: 'optional' },
  ),
];
