/** Face orders, results and face login. The provider page is GET /__sandbox/face (control.ts). */
import { face } from '@/lib/contract/account/face';
import { reject } from '../../../envelope';
import { bool, mobile, text } from '../../../fields';
import { serverMessages } from '../../../messages';
import { route } from '../../../router';
import type { Db } from '../../../store/db';
import { issueTokens } from '../auth/sessions';
import { userByMobile } from '../auth/users';
import { certificationStatusOf, certify } from '../identity/records';
import { faceArea, type FaceOrder } from './types';

export function appendQuery(url: string, key: string, value: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const sep = base.includes('?') ? '&' : '?';
  return `${base}${sep}${encodeURIComponent(key)}=${encodeURIComponent(value)}${hash}`;
}

function order(db: Db, orderNo: unknown): FaceOrder {
  const found = db.area(faceArea).orders.find((o) => o.orderNo === text(orderNo, '订单号'));
  if (!found) reject(serverMessages.faceOrderMissing);
  return found;
}

export const faceRoutes = [
  route(face.startFaceLogin, (req, { db }) => {
    const m = mobile(req.mobile);
    const returnUrl = text(req.returnUrl, '回调地址');
    if (!userByMobile(db, m)) reject(serverMessages.mobileNotRegistered);
    const tables = db.area(faceArea);
    tables.started += 1;
    const orderNo = `FACE${db.state.seed % 10000}${String(tables.started).padStart(6, '0')}`;
    tables.orders.push({
      orderNo,
      mobile: m,
      returnUrl,
      result: db.state.config.faceResult,
      createdAtMs: db.now(),
      visited: false,
      consumed: false,
    });
    const faceUrl =
      db.state.config.faceUrlMode === 'direct'
        ? appendQuery(returnUrl, 'orderNo', orderNo)
        : `/__sandbox/face?orderNo=${encodeURIComponent(orderNo)}&returnUrl=${encodeURIComponent(returnUrl)}`;
    return { orderNo, faceUrl };
  }),

  route(face.faceLogin, (req, { db }) => {
    const o = order(db, req.orderNo);
    if (o.consumed) reject(serverMessages.faceOrderMissing);
    if (o.result !== 'success') reject(serverMessages.faceFailed);
    const user = userByMobile(db, o.mobile);
    if (!user) reject(serverMessages.mobileNotRegistered);
    if (certificationStatusOf(db, user.appUserId) !== 1) reject(serverMessages.faceNotCertified);
    o.consumed = true;
    return issueTokens(db, user);
  }),

  // /faceLogin and /faceVerify are public routes: the result is readable with or without a token.
  route(
    face.personalFaceIdentityResult,
    (req, { db }) => ({ success: order(db, req.orderNo).result === 'success' }),
    { auth: 'optional' },
  ),

  route(
    face.getIndividualFaceResultByteDance,
    (req, { db }) => ({ success: order(db, req.orderId).result === 'success' }),
    { auth: 'optional' },
  ),

  /** A successful face check certifies the driver's real name (creating the record if needed). */
  route(face.updateIdentityAuthenticationResult, (req, ctx) => {
    const user = ctx.me();
    const o = order(ctx.db, req.orderId);
    if (!bool(req.success) || o.result !== 'success') return null;
    certify(ctx.db, user.appUserId, 1);
    o.consumed = true;
    return null;
  }),
];
