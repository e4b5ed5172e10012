/** The trip's state machine, fences, premium, idempotent replays, trail and the shipper's control. */
import { describe, expect, it } from 'vitest';
import { eContract } from '@/lib/contract/supply/e-contract';
import { BusinessState } from '@/lib/contract/envelope';
import { waybill } from '@/lib/contract/waybill/waybills';
import { waybillTrip, type TripPhotoInput } from '@/lib/contract/waybill/trip';
import { setWaybillStatus } from '@sim/sandbox/areas/waybill/waybills/trip-rules';
import { detailView } from '@sim/sandbox/areas/waybill/waybills/trip-view';
import { createSandbox } from '@sim/sandbox/sandbox';
import { Db } from '@sim/sandbox/store/db';
import { seedState } from '@sim/sandbox/store/seed';
import { call, control } from '../../helpers';
import { signatureDataUrl } from '../../samples/supply/e-contract';

const START = Date.parse('2026-11-22T09:00:00+08:00');
const HOUR = 3_600_000;
const CERTIFIED = '13800000002';
const CAPTAIN = '13800000003';
const IDS = { toLoad: 'WB0005', captains: 'WB0006', inTransit: 'WB0007', toReceipt: 'WB0008' };
const PHOTO: TripPhotoInput = {
  url: '/__sandbox/files/F1.png',
  watermarkUrl: '/__sandbox/files/F1-wm.png',
  takenAt: '2026-11-22 09:00:00',
};
/** Metres per degree of latitude. */
const M_PER_DEG = (6_371_000 * Math.PI) / 180;

function setup() {
  let now = START;
  const sb = createSandbox({ seed: 7, log: () => {}, now: () => now });
  const at = sb.control.quickLogin(CERTIFIED).at;
  const view = (id: string) => sb.control.trip.waybills().find((w) => w.id === id)!;
  const detail = async (id: string) => (await call(sb, waybillTrip.getDetail, { id }, at)).body;
  const sign = async (id: string) =>
    call(
      sb,
      eContract.startTheProcessToESignById,
      { contractId: view(id).contractId, signatureImage: await signatureDataUrl() },
      at,
    );
  const tick = (ms: number) => (now += ms);
  return { sb, at, view, detail, sign, tick };
}

type Setup = ReturnType<typeof setup>;

/** A point `metres` north of the waybill's loading or unloading point. */
function near(s: Setup, id: string, point: 'origin' | 'destination', metres = 0) {
  const p = s.view(id)[point];
  return { longitude: p.longitude, latitude: p.latitude + metres / M_PER_DEG };
}

describe('seeded trips', () => {
  it('gives the certified driver a waybill in every state, with facts, fences and a premium', async () => {
    const s = setup();
    const toLoad = (await s.detail(IDS.toLoad)).data;
    expect(toLoad).toMatchObject({
      status: 'toLoad',
      nextAction: 'pay',
      premium: { amount: 12_000, paid: false },
      loadingFence: { radiusM: 1000 },
      unloadingFence: { radiusM: 1000 },
      afterSales: { cancel: true, evaluate: false, repairCard: false },
      departedAt: null,
    });
    expect(toLoad.freightDetail.payable).toBe(toLoad.freight);
    expect(toLoad.freightDetail.deductions[0]!.name).toBe('信息服务费');
    expect(toLoad.shipperContact.phoneMasked).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(toLoad.timeline.map((e) => e.type)).toEqual(['created']);
    const moving = (await s.detail(IDS.inTransit)).data;
    expect(moving).toMatchObject({ status: 'inTransit', nextAction: 'unload', premium: null });
    expect(moving.photos.departure).toHaveLength(2);
    expect(moving.timeline.map((e) => e.type)).toEqual(['created', 'departed']);
    const trail = (await call(s.sb, waybillTrip.getTrail, { id: IDS.inTransit }, s.at)).body.data;
    expect(trail.points.length).toBeGreaterThan(10);
    expect(trail.plannedKm).toBe(moving.distanceKm);
    expect((await s.detail(IDS.toReceipt)).data).toMatchObject({
      nextAction: 'receipt',
      loadingFence: null,
      afterSales: { returnTrip: true, cancel: false },
    });
    expect((await s.detail('WB0001')).data).toMatchObject({
      status: 'done',
      nextAction: 'evaluate',
      receiptPending: false,
    });
    expect((await s.detail('WB0004')).data).toMatchObject({ nextAction: null });
  });

  it('refuses another driver’s waybill as not his, and an unknown one as missing', async () => {
    const s = setup();
    expect(await s.detail(IDS.captains)).toMatchObject({
      success: false,
      state: BusinessState.notYours,
      msg: '该运单不属于您',
      data: null,
    });
    expect(await s.detail('WB9999')).toMatchObject({
      success: false,
      state: BusinessState.notFound,
      msg: '运单不存在',
    });
  });
});

describe('departure', () => {
  const load = (s: Setup, extra: object = {}, headers?: Record<string, string>) =>
    call(
      s.sb,
      waybillTrip.load,
      { id: IDS.toLoad, photos: [PHOTO, PHOTO], loadedQuantity: 32, ...extra },
      s.at,
      headers,
    );

  it('refuses, in this order, until the contract is signed, the truck inside the fence, the loading window open and the premium paid', async () => {
    const s = setup();
    const inside = near(s, IDS.toLoad, 'origin', 300);
    expect((await load(s, inside)).body.msg).toBe('请先签署运输合同后再发车');
    await s.sign(IDS.toLoad);
    expect((await load(s)).body.msg).toBe('未获取到您的位置，请打开定位后重试');
    expect((await load(s, near(s, IDS.toLoad, 'origin', 2300))).body.msg).toBe(
      '当前位置距装货地 2.3 公里，请到达装货地后再发车',
    );
    expect((await load(s, near(s, IDS.toLoad, 'origin', 1400))).body.msg).toBe(
      '当前位置距装货地 1.4 公里，请到达装货地后再发车',
    );
    // WB0005 was taken an hour ago; its loading opens two hours after that.
    expect(s.view(IDS.toLoad).loadingStart).toBe('2026-11-22 10:00:00');
    expect((await load(s, inside)).body.msg).toBe(
      '未到装货时间，请于 2026-11-22 10:00:00 后再发车',
    );
    s.tick(HOUR - 1000);
    expect((await load(s, inside)).body.msg).toBe(
      '未到装货时间，请于 2026-11-22 10:00:00 后再发车',
    );
    s.tick(1000);
    expect((await load(s, inside)).body.msg).toBe('请先支付保险费后再发车');
    s.sb.control.trip.setPremium(IDS.toLoad, 0);
    expect((await load(s, { ...inside, photos: [] })).body.msg).toBe('请上传发车照片');
    expect((await load(s, { ...inside, photos: Array(10).fill(PHOTO) })).body.msg).toBe(
      '照片最多上传9张',
    );
    expect((await load(s, { ...inside, photos: [{ url: 'x' }] })).body.msg).toBe(
      '照片地址不正确，请重新上传',
    );
    expect((await load(s, { ...inside, loadedQuantity: 0 })).body.msg).toBe('请输入正确的装货数量');
    expect((await load(s, { ...inside, loadedQuantity: 1.2345 })).body.msg).toBe(
      '数量最多保留3位小数',
    );
    expect(s.view(IDS.toLoad).status).toBe('toLoad');

    const done = (await load(s, inside)).body.data;
    expect(done).toMatchObject({
      status: 'inTransit',
      loadedQuantity: 32,
      nextAction: 'unload',
      afterSales: { cancel: false, abnormal: true },
    });
    expect(done.photos.departure).toHaveLength(2);
    expect(done.photos.departure[0]).toMatchObject({ state: 'accepted', rejectReason: null });
    expect(done.timeline.at(-1)).toMatchObject({ type: 'departed', text: '已发车，装货 32吨' });
    expect(done.departedAt).toBe('2026-11-22 10:00:00');
    expect((await load(s, inside)).body.msg).toBe('运单已发车，请勿重复发车');
  });

  it('reads the position from the location headers when the payload has none', async () => {
    const s = setup();
    await s.sign(IDS.toLoad);
    s.sb.control.trip.setPremium(IDS.toLoad, 0);
    s.sb.control.trip.openLoading(IDS.toLoad);
    const p = near(s, IDS.toLoad, 'origin', 100);
    const headers = { longitude: String(p.longitude), latitude: String(p.latitude) };
    expect((await load(s, {}, headers)).body.data.status).toBe('inTransit');
  });

  it('replays a repeated Idempotency-Key instead of departing twice', async () => {
    const s = setup();
    await s.sign(IDS.toLoad);
    s.sb.control.trip.setPremium(IDS.toLoad, 0);
    s.sb.control.trip.openLoading(IDS.toLoad);
    const inside = near(s, IDS.toLoad, 'origin');
    const key = { 'Idempotency-Key': 'depart-1' };
    const first = await load(s, inside, key);
    const again = await load(s, inside, key);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const events = (await s.detail(IDS.toLoad)).data.timeline.filter((e) => e.type === 'departed');
    expect(events).toHaveLength(1);
    const other = await load(s, inside, { 'Idempotency-Key': 'depart-2' });
    expect(other.body.msg).toBe('运单已发车，请勿重复发车');
  });
});

describe('arrival and receipt', () => {
  const unload = (s: Setup, id: string, extra: object = {}) =>
    call(s.sb, waybillTrip.unload, { id, photos: [PHOTO], unloadedQuantity: 31.7, ...extra }, s.at);
  const receipt = (s: Setup, id = IDS.inTransit) =>
    call(s.sb, waybillTrip.uploadReceipt, { id, photos: [PHOTO] }, s.at);

  it('unloads only in transit and inside the unloading fence', async () => {
    const s = setup();
    expect((await unload(s, IDS.toLoad, near(s, IDS.toLoad, 'destination'))).body.msg).toBe(
      '运单尚未发车，无法卸货',
    );
    expect(
      (await unload(s, IDS.inTransit, near(s, IDS.inTransit, 'destination', 5200))).body.msg,
    ).toBe('当前位置距卸货地 5.2 公里，请到达卸货地后再卸货');
    expect((await unload(s, IDS.inTransit, { photos: [] })).body.msg).toBe('请上传卸货照片');
    expect((await unload(s, IDS.inTransit, { unloadedQuantity: 'x' })).body.msg).toBe(
      '请输入正确的卸货数量',
    );
    const arrived = await unload(s, IDS.inTransit, near(s, IDS.inTransit, 'destination', 800));
    expect(arrived.body.data).toMatchObject({
      status: 'toReceipt',
      unloadedQuantity: 31.7,
      nextAction: 'receipt',
    });
    expect(arrived.body.data.unloadingTime).toBe('2026-11-22 09:00:00');
    expect((await unload(s, IDS.inTransit, near(s, IDS.inTransit, 'destination'))).body.msg).toBe(
      '运单已卸货，请勿重复卸货',
    );
  });

  it('waits for the shipper: rejected with a reason, handed in again, approved', async () => {
    const s = setup();
    expect((await receipt(s, IDS.inTransit)).body.msg).toBe('运单尚未卸货，无法上传回单');
    const pending = (await receipt(s, IDS.toReceipt)).body.data;
    expect(pending).toMatchObject({ status: 'toReceipt', receiptPending: true, nextAction: null });
    expect((await receipt(s, IDS.toReceipt)).body.msg).toBe('回单审核中，请勿重复上传');

    const rejected = await control(s.sb, 'POST', 'trip/reject-receipt', {
      id: IDS.toReceipt,
      reason: '回单不清晰',
    });
    expect(rejected.json).toMatchObject({
      status: 'toReceipt',
      receiptPending: false,
      receiptRejectReason: '回单不清晰',
      nextAction: 'receipt',
      afterSales: { repairCard: true },
      photos: { receipt: [{ state: 'rejected', rejectReason: '回单不清晰' }] },
    });
    const again = (await receipt(s, IDS.toReceipt)).body.data;
    expect(again).toMatchObject({ receiptPending: true, receiptRejectReason: null });
    const approved = s.sb.control.trip.approveReceipt(IDS.toReceipt);
    expect(approved).toMatchObject({ status: 'done', nextAction: 'evaluate' });
    expect(approved.timeline.map((e) => e.type).slice(-4)).toEqual([
      'receiptUploaded',
      'receiptRejected',
      'receiptUploaded',
      'receiptApproved',
    ]);
    expect((await receipt(s, IDS.toReceipt)).body.msg).toBe('回单已审核通过，无需重复上传');
    const none = await control(s.sb, 'POST', 'trip/approve-receipt', { id: IDS.toReceipt });
    expect(none).toEqual({ status: 409, json: { error: '该运单没有待审核的回单' } });
  });
});

describe('premium', () => {
  /** An order made at the loading site. */
  const create = (s: Setup, wallet: string, headers?: Record<string, string>) =>
    call(
      s.sb,
      waybillTrip.createPremiumPayment,
      { id: IDS.toLoad, wallet: wallet as 'alipay', ...near(s, IDS.toLoad, 'origin') },
      s.at,
      headers,
    );
  /** The contract signed and loading open: only the premium stands between WB0005 and departure. */
  const ready = async (s: Setup) => {
    await s.sign(IDS.toLoad);
    s.sb.control.trip.openLoading(IDS.toLoad);
    return s;
  };
  const status = async (s: Setup) =>
    (await call(s.sb, waybillTrip.getPremiumStatus, { id: IDS.toLoad }, s.at)).body.data;

  it('cancel closes the order; a new order paid through the other wallet lets the truck depart', async () => {
    const s = await ready(setup());
    expect(await status(s)).toEqual({
      amount: 12_000,
      status: 'unpaid',
      orderNo: null,
      wallet: null,
      paidAt: null,
    });
    expect((await create(s, 'bank')).body.msg).toBe('请选择支付方式');
    const first = (await create(s, 'alipay')).body.data;
    expect(first).toMatchObject({
      wallet: 'alipay',
      amount: 12_000,
      expiresAt: '2026-11-22 09:30:00',
    });
    expect(first.orderNo).toMatch(/^BF20261122\d{6}$/);
    expect(first.orderInfo).toContain(`out_trade_no=${first.orderNo}&total_amount=120.00`);
    expect((await status(s)).status).toBe('paying');

    const closed = await call(
      s.sb,
      waybillTrip.closePremiumPayment,
      { id: IDS.toLoad, orderNo: first.orderNo, reason: 'cancel' },
      s.at,
    );
    expect(closed.body.data.status).toBe('unpaid');
    const stale = await call(
      s.sb,
      waybillTrip.confirmPremiumPayment,
      { id: IDS.toLoad, orderNo: first.orderNo },
      s.at,
    );
    expect(stale.body.msg).toBe('支付订单不存在或已关闭');

    const second = (await create(s, 'wechat')).body.data;
    expect(second.orderNo).not.toBe(first.orderNo);
    const failed = await call(
      s.sb,
      waybillTrip.closePremiumPayment,
      { id: IDS.toLoad, orderNo: second.orderNo, reason: 'fail' },
      s.at,
    );
    expect(failed.body.data.status).toBe('unpaid');
    const third = (await create(s, 'wechat')).body.data;
    const paid = await call(
      s.sb,
      waybillTrip.confirmPremiumPayment,
      { id: IDS.toLoad, orderNo: third.orderNo },
      s.at,
    );
    expect(paid.body.data).toMatchObject({
      status: 'paid',
      wallet: 'wechat',
      paidAt: '2026-11-22 09:00:00',
    });
    const detail = (await s.detail(IDS.toLoad)).data;
    expect(detail).toMatchObject({ nextAction: 'load', premium: { paid: true, wallet: 'wechat' } });
    expect(detail.timeline.map((e) => e.text).slice(1)).toEqual([
      '保险费支付已取消',
      '保险费支付失败',
      '已通过微信支付支付保险费 ¥120.00',
    ]);
    expect((await create(s, 'alipay')).body.msg).toBe('保险费已支付，请勿重复支付');
    const loaded = await call(
      s.sb,
      waybillTrip.load,
      { id: IDS.toLoad, photos: [PHOTO], loadedQuantity: 32, ...near(s, IDS.toLoad, 'origin') },
      s.at,
    );
    expect(loaded.body.data.status).toBe('inTransit');
  });

  it('refuses without a premium, after departure, and for an expired order', async () => {
    const s = await ready(setup());
    const noPremium = await call(
      s.sb,
      waybillTrip.createPremiumPayment,
      { id: IDS.toReceipt, wallet: 'alipay' },
      s.at,
    );
    expect(noPremium.body.msg).toBe('该运单无需支付保险费');
    const order = (await create(s, 'alipay')).body.data;
    s.tick(31 * 60_000);
    const late = await call(
      s.sb,
      waybillTrip.confirmPremiumPayment,
      { id: IDS.toLoad, orderNo: order.orderNo },
      s.at,
    );
    expect(late.body.msg).toBe('支付订单不存在或已关闭');
    expect(() => s.sb.control.trip.setPremium(IDS.inTransit, 5000)).toThrow(
      '运单已发车，无法支付保险费',
    );
    const http = await control(s.sb, 'POST', 'trip/premium', { id: IDS.inTransit, amount: 5000 });
    expect(http).toEqual({ status: 409, json: { error: '运单已发车，无法支付保险费' } });
  });

  it('makes one order for a repeated Idempotency-Key', async () => {
    const s = await ready(setup());
    const key = { 'Idempotency-Key': 'premium-1' };
    const a = (await create(s, 'alipay', key)).body.data;
    const b = (await create(s, 'alipay', key)).body.data;
    expect(b.orderNo).toBe(a.orderNo);
    const c = (await create(s, 'alipay', { 'Idempotency-Key': 'premium-2' })).body.data;
    expect(c.orderNo).toBe(a.orderNo.replace(/1$/, '2'));
  });
});

describe('checks before charges', () => {
  const check = (s: Setup, id: string, point: 'loading' | 'unloading', fix: object) =>
    call(s.sb, waybillTrip.checkFence, { id, point, ...fix }, s.at);
  const order = (s: Setup, fix: object) =>
    call(
      s.sb,
      waybillTrip.createPremiumPayment,
      { id: IDS.toLoad, wallet: 'alipay', ...fix },
      s.at,
    );
  /** Nothing was charged: no order made, the premium unpaid, nothing on the timeline. */
  const nothingCharged = async (s: Setup) => {
    const premium = (await call(s.sb, waybillTrip.getPremiumStatus, { id: IDS.toLoad }, s.at)).body;
    expect(premium.data).toMatchObject({ status: 'unpaid', orderNo: null, paidAt: null });
    const kinds = (await s.detail(IDS.toLoad)).data.timeline.map((e) => e.type);
    expect(kinds).toEqual(['created']);
  };

  it("refuses the premium order for a departure that would be refused, in the departure's order", async () => {
    const s = setup();
    const far = near(s, IDS.toLoad, 'origin', 897_800);
    const site = near(s, IDS.toLoad, 'origin', 200);
    expect((await order(s, site)).body.msg).toBe('请先签署运输合同后再发车');
    await s.sign(IDS.toLoad);
    expect((await order(s, {})).body.msg).toBe('未获取到您的位置，请打开定位后重试');
    // Far away and before the window: the fence is told first.
    expect((await order(s, far)).body.msg).toBe(
      '当前位置距装货地 897.8 公里，请到达装货地后再发车',
    );
    expect((await order(s, site)).body.msg).toBe('未到装货时间，请于 2026-11-22 10:00:00 后再发车');
    await nothingCharged(s);

    s.tick(HOUR);
    expect((await order(s, far)).body.msg).toBe(
      '当前位置距装货地 897.8 公里，请到达装货地后再发车',
    );
    await nothingCharged(s);
    const made = await order(s, site);
    expect(made.body.data).toMatchObject({ wallet: 'alipay', amount: 12_000 });
  });

  it('reads the position of the order from the location headers when the payload has none', async () => {
    const s = setup();
    await s.sign(IDS.toLoad);
    s.sb.control.trip.openLoading(IDS.toLoad);
    const far = near(s, IDS.toLoad, 'origin', 5000);
    const headers = { longitude: String(far.longitude), latitude: String(far.latitude) };
    const refused = await call(
      s.sb,
      waybillTrip.createPremiumPayment,
      { id: IDS.toLoad, wallet: 'wechat' },
      s.at,
      headers,
    );
    expect(refused.body.msg).toBe('当前位置距装货地 5.0 公里，请到达装货地后再发车');
    await nothingCharged(s);
  });

  it('tells the app the verdict before anything is charged: the rule and the message', async () => {
    const s = setup();
    const far = near(s, IDS.toLoad, 'origin', 897_800);
    const site = near(s, IDS.toLoad, 'origin', 200);
    const verdict = async (fix: object) => (await check(s, IDS.toLoad, 'loading', fix)).body.data;
    expect((await verdict(site)).refusal).toEqual({
      rule: 'contract',
      message: '请先签署运输合同后再发车',
    });
    await s.sign(IDS.toLoad);
    expect(await verdict(far)).toMatchObject({
      inside: false,
      distanceM: 897_800,
      refusal: { rule: 'fence', message: '当前位置距装货地 897.8 公里，请到达装货地后再发车' },
    });
    expect(await verdict(site)).toMatchObject({
      inside: true,
      refusal: { rule: 'window', message: '未到装货时间，请于 2026-11-22 10:00:00 后再发车' },
    });
    s.tick(HOUR);
    // The premium is not a refusal here: it is what the driver pays next.
    expect((await verdict(site)).refusal).toBeNull();

    const arrival = async (id: string, fix: object) =>
      (await check(s, id, 'unloading', fix)).body.data.refusal;
    expect(await arrival(IDS.toLoad, near(s, IDS.toLoad, 'destination'))).toEqual({
      rule: 'status',
      message: '运单尚未发车，无法卸货',
    });
    expect(await arrival(IDS.inTransit, near(s, IDS.inTransit, 'destination', 5200))).toEqual({
      rule: 'fence',
      message: '当前位置距卸货地 5.2 公里，请到达卸货地后再卸货',
    });
    expect(await arrival(IDS.inTransit, near(s, IDS.inTransit, 'destination', 300))).toBeNull();
  });

  it('refuses the order and the departure for a vehicle no longer certified, before the fence', async () => {
    const s = setup();
    await s.sign(IDS.toLoad);
    s.sb.control.trip.openLoading(IDS.toLoad);
    const { carNo } = s.view(IDS.toLoad);
    const car = s.sb.control.user(CERTIFIED)!.cars.find((c) => c.carNo === carNo)!;
    car.approvalStatus = 10;
    const far = near(s, IDS.toLoad, 'origin', 5000);
    const message = `车辆${carNo}未认证通过，暂不能发车`;
    expect((await order(s, far)).body.msg).toBe(message);
    const verdict = (await check(s, IDS.toLoad, 'loading', far)).body.data.refusal;
    expect(verdict).toEqual({ rule: 'vehicle', message });
    await nothingCharged(s);
    car.approvalStatus = 20;
    expect((await order(s, near(s, IDS.toLoad, 'origin'))).body.data.amount).toBe(12_000);
  });

  it('lets the shipper open loading now (control), and only before departure', async () => {
    const s = setup();
    const opened = await control(s.sb, 'POST', 'trip/open-loading', { id: IDS.toLoad });
    expect(opened.status).toBe(200);
    expect(s.view(IDS.toLoad).loadingStart).toBe('2026-11-22 09:00:00');
    const moving = await control(s.sb, 'POST', 'trip/open-loading', { id: IDS.inTransit });
    expect(moving).toEqual({ status: 409, json: { error: '运单运输中，无需装货' } });
  });
});

describe('fences and trail', () => {
  it('checks the loading and unloading fences with the distance', async () => {
    const s = setup();
    const check = async (id: string, point: 'loading' | 'unloading', fix: object) =>
      call(s.sb, waybillTrip.checkFence, { id, point, ...fix }, s.at);
    const outside = await check(IDS.toLoad, 'loading', near(s, IDS.toLoad, 'origin', 2300));
    expect(outside.body.data).toMatchObject({
      fenced: true,
      inside: false,
      distanceM: 2300,
      radiusM: 1000,
    });
    expect(outside.body.data.fenceName).toMatch(/装货点电子围栏$/);
    const inside = await check(IDS.toLoad, 'unloading', near(s, IDS.toLoad, 'destination', 999));
    expect(inside.body.data).toMatchObject({ inside: true, distanceM: 999 });
    const free = await check(IDS.toReceipt, 'loading', near(s, IDS.toReceipt, 'origin', 50_000));
    expect(free.body.data).toMatchObject({ fenced: false, inside: true, radiusM: 0 });
    expect((await check(IDS.toLoad, 'loading', {})).body.msg).toBe(
      '未获取到您的位置，请打开定位后重试',
    );
    expect((await check(IDS.toLoad, 'middle' as 'loading', {})).body.msg).toBe(
      '请选择装货地或卸货地',
    );
  });

  it('grows the trail from the position headers of the driver’s requests while in transit', async () => {
    const s = setup();
    const trail = async () =>
      (await call(s.sb, waybillTrip.getTrail, { id: IDS.inTransit }, s.at)).body.data.points;
    const before = (await trail()).length;
    const ping = (lng: number, lat: number) =>
      call(s.sb, waybill.countByStatus, {}, s.at, {
        longitude: String(lng),
        latitude: String(lat),
      });
    await ping(114.0, 37.9);
    await ping(114.0, 37.9);
    await ping(114.05, 37.92);
    const after = await trail();
    expect(after.length).toBe(before + 2);
    expect(after.at(-1)).toEqual([114.05, 37.92, '2026-11-22 09:00:00']);
    s.tick(61_000);
    await ping(114.05, 37.92);
    expect((await trail()).length).toBe(before + 3);
    // Without headers, and for a driver with nothing in transit, nothing is recorded.
    await call(s.sb, waybill.countByStatus, {}, s.at);
    const captain = s.sb.control.quickLogin(CAPTAIN).at;
    await call(s.sb, waybill.countByStatus, {}, captain, { longitude: '1', latitude: '1' });
    expect((await trail()).length).toBe(before + 3);
    const added = await control(s.sb, 'POST', 'trip/trail', {
      id: IDS.inTransit,
      points: [
        [114.1, 37.95],
        [114.2, 38.0],
      ],
    });
    expect(added.status).toBe(200);
    expect((await trail()).length).toBe(before + 5);
    const bad = await control(s.sb, 'POST', 'trip/trail', {
      id: IDS.inTransit,
      points: [[500, 1]],
    });
    expect(bad.status).toBe(400);
  });
});

describe('trip control', () => {
  it('lists waybills by driver and status', () => {
    const s = setup();
    const mine = s.sb.control.trip.waybills({ mobile: CERTIFIED });
    expect(mine.map((w) => w.status).sort()).toEqual(
      ['cancelled', 'done', 'done', 'done', 'inTransit', 'toLoad', 'toReceipt'].sort(),
    );
    expect(mine.every((w) => w.mobile === CERTIFIED)).toBe(true);
    expect(s.sb.control.trip.waybills({ status: 'inTransit' }).map((w) => w.id)).toEqual([
      IDS.captains,
      IDS.inTransit,
    ]);
  });

  it('assigns a load to a driver as a toLoad waybill on a free vehicle', async () => {
    const s = setup();
    const made = await control(s.sb, 'POST', 'trip/assign', {
      sourceId: 'S0002',
      mobile: CERTIFIED,
    });
    expect(made.status).toBe(200);
    const w = made.json as { id: string; status: string; carNo: string; nextAction: string };
    expect(w).toMatchObject({ id: 'WB0009', status: 'toLoad', nextAction: 'load' });
    const defaultCar = s.sb.control.user(CERTIFIED)!.cars.find((c) => c.isDefault)!.carNo;
    expect(w.carNo).toBe(defaultCar);
    const busy = await control(s.sb, 'POST', 'trip/assign', {
      sourceId: 'S0003',
      mobile: CERTIFIED,
      carNo: defaultCar,
    });
    expect(busy.status).toBe(409);
    expect((busy.json as { error: string }).error).toMatch(/^车辆.+有未完成运单 YD/);
    expect((await s.detail('WB0009')).data.status).toBe('toLoad');
    expect((await control(s.sb, 'POST', 'trip/assign', { sourceId: 'S0002' })).status).toBe(400);
  });

  it('cancels by the shipper only before departure, on the timeline', async () => {
    const s = setup();
    const moving = await control(s.sb, 'POST', 'trip/cancel', { id: IDS.inTransit });
    expect(moving).toEqual({ status: 409, json: { error: '运单运输中，无法取消' } });
    const cancelled = s.sb.control.trip.cancel(IDS.toLoad, '货物未备齐');
    expect(cancelled).toMatchObject({ status: 'cancelled', nextAction: null });
    expect(cancelled.timeline.at(-1)).toMatchObject({
      type: 'cancelled',
      text: '运单已取消：货物未备齐',
    });
    const load = await call(
      s.sb,
      waybillTrip.load,
      { id: IDS.toLoad, photos: [PHOTO], loadedQuantity: 32 },
      s.at,
    );
    expect(load.body.msg).toBe('运单已取消');
    expect((await control(s.sb, 'POST', 'trip/cancel', { id: 'WB9999' })).status).toBe(404);
  });

  it('rejects one photo by kind and index: the repair card opens', async () => {
    const s = setup();
    const r = await control(s.sb, 'POST', 'trip/reject-photo', {
      id: IDS.inTransit,
      kind: 'departure',
      index: 1,
      reason: '车牌不清晰',
    });
    expect(r.json).toMatchObject({
      afterSales: { repairCard: true },
      photos: {
        departure: [
          { state: 'accepted', rejectReason: null },
          { state: 'rejected', rejectReason: '车牌不清晰' },
        ],
      },
    });
    expect((r.json as { timeline: { text: string }[] }).timeline.at(-1)!.text).toBe(
      '发车照片第2张被驳回：车牌不清晰',
    );
    const none = await control(s.sb, 'POST', 'trip/reject-photo', {
      id: IDS.inTransit,
      kind: 'arrival',
      index: 0,
      reason: 'x',
    });
    expect(none).toEqual({ status: 409, json: { error: '没有第1张卸货照片' } });
    const bad = await control(s.sb, 'POST', 'trip/reject-photo', { id: IDS.inTransit, kind: 'x' });
    expect(bad.status).toBe(400);
  });

  it('setWaybillStatus (for after-sales) moves the status and records it', () => {
    const db = new Db(seedState(7, 'newDriver'), () => START);
    const w = setWaybillStatus(db, IDS.toLoad, 'cancelled', START, '司机取消：车辆故障')!;
    expect(w.status).toBe('cancelled');
    expect(detailView(db, w).timeline.at(-1)).toEqual({
      type: 'cancelled',
      time: '2026-11-22 09:00:00',
      text: '司机取消：车辆故障',
    });
    const done = setWaybillStatus(db, IDS.toReceipt, 'done')!;
    expect(detailView(db, done).timeline.at(-1)!.text).toBe('运单状态变更为已完成');
    expect(setWaybillStatus(db, 'WB9999', 'done')).toBeNull();
  });
});
