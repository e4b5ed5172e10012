/** The after-sales API (waybill-after-sales.ts): each route checks the driver, then the area's rules. */
import { waybillAfterSales as api } from '@/lib/contract/waybill/after-sales';
import { missing, reject } from '../../../envelope';
import { optionalText, paginate } from '../../../fields';
import { route } from '../../../router';
import { waybillById } from './records';
import { accountView, setAccount } from './account';
import { billFor, billView, chooseCaptain, sign } from './captain-change';
import { ABNORMAL_TYPES, CANCEL_REASONS, EVALUATE_TAGS } from './catalog';
import {
  addComplaint,
  complaintsOf,
  complaintView,
  findComplaint,
  updateComplaint,
} from './complaints';
import {
  agree,
  bulkDetailOf,
  changesOf,
  detailOf,
  disagree,
  findChange,
  freightChangeView,
  pendingOf,
} from './freight';
import { afterSalesMessages as m } from './messages';
import { myWaybill, ownWaybill, required } from './records';
import { rejectedPhotos, repair } from './repair';
import { addReturnTrip, returnTripsOf, returnTripView } from './return-trips';
import { cancel, evaluate, evaluationView, reportAbnormal } from './trip-end';

const COMPLAINT_STATES = ['pending', 'processing', 'resolved'] as const;
const CHANGE_STATES = ['pending', 'agreed', 'disagreed'] as const;

const complaintRoutes = [
  route(api.addComplaint, (req, ctx) =>
    complaintView(ctx.db, addComplaint(ctx.db, ctx.me().appUserId, req)),
  ),
  route(api.updateComplaint, (req, ctx) =>
    complaintView(ctx.db, updateComplaint(ctx.db, ctx.me().appUserId, req)),
  ),
  route(api.complaintInfo, (req, ctx) =>
    complaintView(ctx.db, findComplaint(ctx.db, ctx.me().appUserId, req.id)),
  ),
  route(api.complaintListPage, (req, ctx) => {
    const state = COMPLAINT_STATES.find((s) => s === req.state);
    const rows = complaintsOf(ctx.db, ctx.me().appUserId, state);
    return paginate(
      rows.map((c) => complaintView(ctx.db, c)),
      req.pageIndex,
      req.pageSize,
    );
  }),
];

const freightRoutes = [
  route(api.isFreightChange, (req, ctx) => {
    const w = myWaybill(ctx.db, ctx.me().appUserId, req.waybillId);
    const pending = pendingOf(ctx.db, w.id);
    return { pending: pending !== null, changeId: pending?.id ?? null };
  }),
  route(api.freightChangeListPage, (req, ctx) => {
    const keyword = optionalText(req.keyword)?.toUpperCase();
    if (keyword && Array.from(keyword).length > 20) reject(m.keywordTooLong);
    const state = CHANGE_STATES.find((s) => s === req.state);
    const rows = changesOf(ctx.db, ctx.me().appUserId)
      .filter((f) => !state || f.state === state)
      .map((f) => freightChangeView(ctx.db, f))
      .filter(
        (v) =>
          !keyword ||
          v.waybillNo.toUpperCase().includes(keyword) ||
          v.changeNo.toUpperCase().includes(keyword) ||
          v.goodsName.includes(keyword),
      );
    return paginate(rows, req.pageIndex, req.pageSize);
  }),
  route(api.freightChangeDetails, (req, ctx) => {
    const f = findChange(ctx.db, ctx.me().appUserId, req.id);
    if (waybillById(ctx.db, f.waybillId)?.kind !== 'whole') missing(m.freightChangeNotFound);
    return detailOf(ctx.db, f);
  }),
  route(api.freightChangeDazongDetails, (req, ctx) => {
    const f = findChange(ctx.db, ctx.me().appUserId, req.id);
    if (waybillById(ctx.db, f.waybillId)?.kind !== 'bulk') missing(m.freightChangeNotFound);
    return bulkDetailOf(ctx.db, f);
  }),
  route(api.agreeFreightChange, (req, ctx) => {
    const f = findChange(ctx.db, ctx.me().appUserId, req.id);
    agree(ctx.db, f);
    return detailOf(ctx.db, f);
  }),
  route(api.disagreeFreightChange, (req, ctx) => {
    const f = findChange(ctx.db, ctx.me().appUserId, req.id);
    const reason = required(req.reason, 100, m.disagreeReasonMissing, m.disagreeReasonTooLong);
    disagree(ctx.db, f, reason);
    return detailOf(ctx.db, f);
  }),
];

const tripEndRoutes = [
  route(api.getEvaluateTags, (_req, ctx) => {
    ctx.me();
    return [...EVALUATE_TAGS];
  }),
  route(api.evaluate, (req, ctx) => evaluationView(evaluate(ctx.db, ctx.me().appUserId, req))),
  route(api.getCancelReasons, (_req, ctx) => {
    ctx.me();
    return CANCEL_REASONS.map((o) => ({ ...o }));
  }),
  route(api.cancel, (req, ctx) => cancel(ctx.db, ctx.me().appUserId, req)),
  route(api.getAbnormalTypes, (_req, ctx) => {
    ctx.me();
    return ABNORMAL_TYPES.map((o) => ({ ...o }));
  }),
  route(api.reportAbnormal, (req, ctx) => reportAbnormal(ctx.db, ctx.me().appUserId, req)),
];

const returnTripRoutes = [
  route(api.returnTripListPage, (req, ctx) =>
    paginate(
      returnTripsOf(ctx.db, ctx.me().appUserId).map((r) => returnTripView(ctx.db, r)),
      req.pageIndex,
      req.pageSize,
    ),
  ),
  route(api.addReturnTrip, (req, ctx) =>
    returnTripView(ctx.db, addReturnTrip(ctx.db, ctx.me().appUserId, req)),
  ),
];

const photoAndCaptainRoutes = [
  route(api.getRejectedPhotos, (req, ctx) =>
    rejectedPhotos(ctx.db, ownWaybill(ctx.db, ctx.me().appUserId, req.waybillId)),
  ),
  route(api.repairPhotos, (req, ctx) => repair(ctx.db, ctx.me().appUserId, req)),
  route(api.getCaptainChangeBillId, (req, ctx) => {
    ownWaybill(ctx.db, ctx.me().appUserId, req.waybillId);
    return { billId: billFor(ctx.db, ctx.me().appUserId, req.waybillId).billId };
  }),
  route(api.modifyBillCaptain, (req, ctx) =>
    billView(ctx.db, chooseCaptain(ctx.db, ctx.me(), req, ctx.log)),
  ),
  route(api.verifySmsAndSign, (req, ctx) => billView(ctx.db, sign(ctx.db, ctx.me(), req))),
  route(api.getWaybillAccount, (req, ctx) =>
    accountView(ctx.db, myWaybill(ctx.db, ctx.me().appUserId, req.waybillId)),
  ),
  route(api.upWaybillAccount, (req, ctx) => setAccount(ctx.db, ctx.me().appUserId, req)),
];

export const afterSalesRoutes = [
  ...complaintRoutes,
  ...freightRoutes,
  ...tripEndRoutes,
  ...returnTripRoutes,
  ...photoAndCaptainRoutes,
];
