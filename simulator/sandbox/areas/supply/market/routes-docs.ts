/** The agreements a driver reads before grabbing, and the e-sign delegation he may have to give. */
import { supply, type HtmlDocument } from '@/lib/contract/supply/market';
import { reject } from '../../../envelope';
import { route, type RouteContext } from '../../../router';
import { identityOf } from '../../account/identity/records';
import { createContract } from '../e-contract/records';
import { contractArea } from '../e-contract/types';
import { market } from './clock';
import { settleFreight } from '@/lib/domain/settlement';
import { documentHtml, freightTerms, para, terms, UNSAFE_SNIPPET, yuan } from './html';
import { supplyMessages as m, unitLabel } from './messages';
import { enterpriseOf, findSource, sourceNo } from './records';
import {
  blacklistedBy,
  carProblem,
  checkDriver,
  checkLoadingWindow,
  checkQuantity,
  ownCarByNo,
  quote,
} from './rules';
import type { SourceRecord } from './types';

function route_(s: SourceRecord): string {
  return `${s.origin.regionName} ${s.origin.address} → ${s.destination.regionName} ${s.destination.address}`;
}

function doc(s: SourceRecord, title: string, parts: string[]): HtmlDocument {
  return { title, html: documentHtml(title, s.unsafeHtml ? [...parts, UNSAFE_SNIPPET] : parts) };
}

function driverName(ctx: RouteContext): string {
  const user = ctx.me();
  return identityOf(ctx.db, user.appUserId)?.name ?? user.mobile;
}

export const docRoutes = [
  route(supply.previewContentKJ, (req, ctx) => {
    const s = findSource(ctx.db, req.sourceId);
    const user = ctx.me();
    // The gates come before the reading: no agreement is shown for a load the grab would refuse.
    checkDriver(ctx.db, user);
    checkLoadingWindow(ctx.db, s);
    const car = ownCarByNo(ctx.db, user, req.carNo);
    const problem = carProblem(ctx.db, car, s);
    if (problem) reject(m.carNotUsable(car.carNo, problem));
    const barred = blacklistedBy(ctx.db, user, s);
    if (barred) reject(m.blacklisted(barred));
    const quantity = checkQuantity(s, req.quantity, car);
    const price = quote(s, quantity);
    const shipper = enterpriseOf(ctx.db, s.enterpriseId).name;
    return doc(s, '货物运输协议', [
      para(`托运方（甲方）：${shipper}；承运方（乙方）：${driverName(ctx)}。`),
      terms([
        ['货源编号', sourceNo(s)],
        ['运输线路', route_(s)],
        ['货物', `${s.goodsName}（${s.packing}）`],
        ['承运车辆', car.carNo],
        ['承运数量', `${quantity}${unitLabel(s.unit)}`],
        ...freightTerms(settleFreight(price.freight)),
        ['合理损耗', s.lossAllowance],
        ['结算方式', s.settlement],
      ]),
      para(
        '乙方应按约定时间到达装货地装货，安全、及时地将货物运至卸货地，货物运输途中的毁损、灭失由乙方依法承担责任。',
      ),
    ]);
  }),

  route(supply.previewEntrustAgreement, (req, ctx) => {
    const s = findSource(ctx.db, req.sourceId);
    const shipper = enterpriseOf(ctx.db, s.enterpriseId).name;
    return doc(s, '运输委托协议', [
      para(`委托方：${shipper}；受托方：${driverName(ctx)}。`),
      terms([
        ['货源编号', sourceNo(s)],
        ['运输线路', route_(s)],
        ['货物', s.goodsName],
        ['单价', `${yuan(s.unitPrice)}/${unitLabel(s.unit)}`],
      ]),
      para('委托方委托受托方承运上述货物，运费由平台代收代付，结算以平台记录为准。'),
    ]);
  }),

  route(supply.previewEsignDelegationAuthority, (req, ctx) => {
    const s = findSource(ctx.db, req.sourceId);
    const shipper = enterpriseOf(ctx.db, s.enterpriseId).name;
    return doc(s, '电子签章委托授权书', [
      para(`授权人：${driverName(ctx)}；被授权方：网络货运平台。`),
      para(
        `授权人同意平台在承运${shipper}货源（${sourceNo(s)} ${s.goodsName}）期间，代为使用授权人的电子签章签署运输相关单据。`,
      ),
      para('授权期限自签署之日起一年，授权人可随时书面撤销。'),
    ]);
  }),

  route(supply.createEsignDelegationAuthority, (req, ctx) => {
    const user = ctx.me();
    const s = findSource(ctx.db, req.sourceId);
    const tables = market(ctx.db);
    const existing = ctx.db
      .area(contractArea)
      .contracts.find(
        (c) =>
          c.appUserId === user.appUserId &&
          c.kind === 'delegation' &&
          c.enterpriseId === s.enterpriseId &&
          c.status === 'signed',
      );
    const signed = (tables.delegations[user.appUserId] ??= []);
    if (!signed.includes(s.enterpriseId)) signed.push(s.enterpriseId);
    if (existing) return { authorityId: existing.id };
    const ent = enterpriseOf(ctx.db, s.enterpriseId);
    const contract = createContract(ctx.db, {
      kind: 'delegation',
      status: 'signed',
      appUserId: user.appUserId,
      waybillId: null,
      waybillNo: null,
      enterpriseId: ent.id,
      partyName: ent.name,
    });
    ctx.log(`[sandbox] delegation ${contract.id} signed by ${user.mobile} for ${ent.name}`);
    return { authorityId: contract.id };
  }),
];
