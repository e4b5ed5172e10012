/** `GET /__sandbox/face`: the fake face provider page, which sends the browser back with orderNo. */
import { httpOp, notFound } from '../../../control/op';
import { appendQuery } from './routes';
import { faceArea } from './types';

export const faceControl = [
  httpOp('GET face', (input, { db }) => {
    const orderNo = input.query('orderNo') ?? '';
    const order = db.area(faceArea).orders.find((o) => o.orderNo === orderNo);
    if (!order) throw notFound(`face order ${orderNo}`);
    order.visited = true;
    const returnUrl = input.query('returnUrl') || order.returnUrl;
    return new Response(null, {
      status: 302,
      headers: { Location: appendQuery(returnUrl, 'orderNo', orderNo) },
    });
  }),
] as const;
