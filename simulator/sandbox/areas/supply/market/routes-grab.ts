/** Grabbing: the gates' checks, the freight quotes, the grab/receive calls and the virtual number. */
import { supply } from '@/lib/contract/supply/market';
import { reject } from '../../../envelope';
import { optionalText, text } from '../../../fields';
import { route } from '../../../router';
import { formatDateTime } from '../../../store/time';
import { market } from './clock';
import { take } from './grab';
import { supplyMessages as m } from './messages';
import { findSource } from './records';
import { blacklistedBy, checkQuantity, ownCarByNo, quote, vehicleChoices } from './rules';

const VIRTUAL_TTL_MS = 30 * 60_000;

export const grabRoutes = [
  route(supply.getVehicleNumber, (req, ctx) =>
    vehicleChoices(ctx.db, ctx.me(), findSource(ctx.db, req.sourceId)),
  ),

  route(supply.checkIsCrossOrder, (req, ctx) => {
    findSource(ctx.db, req.sourceId);
    const car = ownCarByNo(ctx.db, ctx.me(), req.carNo);
    const busy = ctx.db.ask('truckBusy', car.carNo);
    return busy
      ? { allowed: false, reason: m.crossOrder, waybillNo: busy.waybillNo }
      : { allowed: true, reason: null, waybillNo: null };
  }),

  route(supply.checkBillDriverCarStatus, (req, ctx) => {
    const user = ctx.me();
    const s = findSource(ctx.db, req.sourceId);
    const car = ownCarByNo(ctx.db, user, req.carNo);
    const shipper = blacklistedBy(ctx.db, user, s);
    if (shipper) return { ok: false, reason: m.blacklisted(shipper) };
    if (car.approvalStatus !== 20) return { ok: false, reason: m.carNotApproved };
    return { ok: true, reason: null };
  }),

  route(supply.getTotalFreight, (req, ctx) => {
    ctx.me();
    const s = findSource(ctx.db, req.sourceId);
    return quote(s, s.kind === 'whole' ? s.totalQuantity : s.remainingQuantity);
  }),

  route(supply.calculatedBulkFreight, (req, ctx) => {
    ctx.me();
    const s = findSource(ctx.db, req.sourceId);
    if (s.kind !== 'bulk') reject(m.sourceNotFound);
    return quote(s, checkQuantity(s, req.quantity));
  }),

  route(supply.grabBulkOrder, (req, ctx) => take(ctx, req, 'bulk', false)),
  route(supply.grabWholeOrder, (req, ctx) => take(ctx, req, 'whole', false)),
  route(supply.receiveBulkAssignOrder, (req, ctx) => take(ctx, req, 'bulk', true)),
  route(supply.receiveWholeAssignOrder, (req, ctx) => take(ctx, req, 'whole', true)),

  route(supply.getVirtualPhoneNumber, (req, ctx) => {
    const user = ctx.me();
    const bizId = text(req.bizId, '业务编号');
    const contact = optionalText(req.contact) === 'unloading' ? 'unloading' : 'loading';
    let who: string;
    if (req.bizType === 'waybill') {
      const found = ctx.db.ask('findWaybill', bizId);
      const waybill = found?.appUserId === user.appUserId ? found : null;
      if (!waybill) reject('运单不存在');
      who = `${waybill.shipperName} (${waybill.waybillNo})`;
    } else {
      const s = findSource(ctx.db, bizId);
      const person = contact === 'loading' ? s.loadingContact : s.unloadingContact;
      who = `${person.name} ${person.phoneMasked} (${s.id} ${contact === 'loading' ? '装货' : '卸货'}联系人)`;
    }
    const counters = market(ctx.db).counters;
    counters.phone += 1;
    const virtualNumber = `170${ctx.db.rng('virtual-phone', counters.phone).digits(8)}`;
    const expiresAt = formatDateTime(ctx.db.now() + VIRTUAL_TTL_MS);
    ctx.log(
      `[sandbox] virtual number ${virtualNumber} for ${user.mobile} → ${who}, until ${expiresAt}`,
    );
    return { virtualNumber, expiresAt };
  }),
];
