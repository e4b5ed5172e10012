/** Waybill after-sales: every rule and message, the seeded history, idempotent replays, control ops. */
import { describe, expect, it } from 'vitest';
import { BusinessState } from '@/lib/contract/envelope';
import type { Endpoint, ReqOf } from '@/lib/contract/endpoint';
import { waybill } from '@/lib/contract/waybill/waybills';
import { waybillTrip } from '@/lib/contract/waybill/trip';
import { waybillAfterSales as api } from '@/lib/contract/waybill/after-sales';
import { fenToYuan } from '@/lib/domain/money';
import { settleFreight } from '@/lib/domain/settlement';
import { createSandbox } from '@sim/sandbox/sandbox';
import { call, control } from '../../helpers';
import { AS, INPUT } from '../../samples/waybill/after-sales';

const START = Date.parse('2026-11-22T09:00:00+08:00');
const CERTIFIED = '13800000002';
const CAPTAIN = '13800000003';
const DAY = 86_400_000;

function setup() {
  let now = START;
  const sb = createSandbox({ seed: 7, log: () => {}, now: () => now });
  const at = sb.control.quickLogin(CERTIFIED).at;
  const send = <E extends Endpoint<unknown, unknown>>(
    ep: E,
    payload: ReqOf<E>,
    headers?: Record<string, string>,
  ) => call(sb, ep, payload, at, headers);
  /** The refusal message (and that it was one). */
  const refused = async <E extends Endpoint<unknown, unknown>>(ep: E, payload: ReqOf<E>) => {
    const r = await send(ep, payload);
    expect(r.body.success, r.body.msg).toBe(false);
    expect(r.body.state).toBe(400);
    return r.body.msg;
  };
  const detail = async (id: string) => (await send(waybillTrip.getDetail, { id })).body.data;
  const tick = (ms: number) => (now += ms);
  const name = sb.control.user(CERTIFIED)!.identity!.name ?? '';
  const otherCaptain = sb.control
    .users()
    .find(
      (u) =>
        u.isCaptain &&
        u.certificationStatus === 1 &&
        u.mobile !== CAPTAIN &&
        u.mobile !== CERTIFIED,
    )!;
  return { sb, at, send, refused, detail, tick, name, otherCaptain };
}

type Setup = ReturnType<typeof setup>;

describe('seeded after-sales of the certified driver', () => {
  it('has a complaint in each state, newest first, anchored before now', async () => {
    const s = setup();
    const page = (await s.send(api.complaintListPage, { pageIndex: 1, pageSize: 20 })).body.data;
    expect(page.total).toBe(3);
    expect(page.records.map((c) => [c.id, c.waybillId, c.state])).toEqual([
      ['TS0003', 'WB0003', 'pending'],
      ['TS0002', 'WB0002', 'processing'],
      ['TS0001', 'WB0001', 'resolved'],
    ]);
    expect(page.records[0]).toMatchObject({ reply: null, replyTime: null, typeName: '服务态度' });
    expect(page.records[2]).toMatchObject({
      typeName: '装卸问题',
      reply: expect.stringMatching(/等待费/),
    });
    expect(page.records[0]!.createTime).toBe('2026-11-21 13:00:00');
    const only = await s.send(api.complaintListPage, {
      pageIndex: 1,
      pageSize: 20,
      state: 'processing',
    });
    expect(only.body.data.records.map((c) => c.id)).toEqual(['TS0002']);
  });

  it('has a pending freight change on WB0008 listed first, and agreed and disagreed ones', async () => {
    const s = setup();
    expect((await s.send(api.isFreightChange, { waybillId: AS.toReceipt })).body.data).toEqual({
      pending: true,
      changeId: AS.pendingChange,
    });
    expect((await s.send(api.isFreightChange, { waybillId: AS.inTransit })).body.data).toEqual({
      pending: false,
      changeId: null,
    });
    const list = (await s.send(api.freightChangeListPage, { pageIndex: 1, pageSize: 20 })).body.data
      .records;
    expect(list.map((f) => [f.id, f.state])).toEqual([
      ['YF0003', 'pending'],
      ['YF0002', 'agreed'],
      ['YF0001', 'disagreed'],
    ]);
    const wb8 = await s.detail(AS.toReceipt);
    expect(list[0]).toMatchObject({
      waybillNo: wb8.waybillNo,
      kind: 'whole',
      oldFreight: wb8.freightDetail.total,
      newFreight: wb8.freightDetail.total + 30_000,
      route: '唐山市 → 济南市',
    });
    expect(list[2]).toMatchObject({ disagreeReason: '已按运单数量足额装货，不同意扣减' });
  });

  it('has an open and an expired return trip', async () => {
    const s = setup();
    const trips = (await s.send(api.returnTripListPage, { pageIndex: 1, pageSize: 20 })).body.data
      .records;
    expect(trips.map((r) => [r.id, r.date, r.state, r.fromName, r.toName])).toEqual([
      ['HC0002', '2026-11-24', 'open', '山东省 济南市 市中区', '山西省'],
      ['HC0001', '2026-11-16', 'expired', '河北省 石家庄市 长安区', '山西省 太原市 小店区'],
    ]);
  });

  it('is the same for the same seed and empty for another driver', async () => {
    const a = setup();
    const b = setup();
    expect(a.sb.control.afterSales.list(CERTIFIED)).toEqual(
      b.sb.control.afterSales.list(CERTIFIED),
    );
    const other = a.sb.control.afterSales.list(CAPTAIN);
    expect(other.complaints).toEqual([]);
    expect(other.returnTrips).toEqual([]);
  });
});

describe('complaints', () => {
  it('adds one with its fields checked, and refuses a second open one on the same waybill', async () => {
    const s = setup();
    const base = { ...INPUT, waybillId: AS.done };
    expect(await s.refused(api.addComplaint, { ...base, type: '7' })).toBe('请选择投诉类型');
    expect(await s.refused(api.addComplaint, { ...base, content: '  ' })).toBe('请填写投诉内容');
    expect(await s.refused(api.addComplaint, { ...base, content: '字'.repeat(201) })).toBe(
      '投诉内容不能超过200个字',
    );
    expect(await s.refused(api.addComplaint, { ...base, phone: '10345678901' })).toBe(
      '请输入正确的联系电话',
    );
    expect(
      await s.refused(api.addComplaint, {
        ...base,
        photos: Array(10).fill('/__sandbox/files/a.png'),
      }),
    ).toBe('图片最多上传9张');
    expect(await s.refused(api.addComplaint, { ...base, photos: ['c:\\a.png'] })).toBe(
      '图片地址不正确，请重新上传',
    );
    expect(await s.refused(api.addComplaint, { ...base, waybillId: 'WB0006' })).toBe('运单不存在');
    const added = await s.send(api.addComplaint, { ...base, content: '字'.repeat(200) });
    expect(added.body.data).toMatchObject({
      id: 'TS0004',
      complaintNo: 'TS202611220004',
      state: 'pending',
      typeName: '运费问题',
      waybillNo: (await s.detail(AS.done)).waybillNo,
      createTime: '2026-11-22 09:00:00',
    });
    expect(await s.refused(api.addComplaint, base)).toBe('该运单已有未处理完的投诉，请勿重复提交');
    const info = await s.send(api.complaintInfo, { id: 'TS0004' });
    expect(info.body.data).toEqual(added.body.data);
  });

  it('updates only while pending; the platform replies through the control API', async () => {
    const s = setup();
    s.tick(60_000);
    const updated = await s.send(api.updateComplaint, {
      ...INPUT,
      id: AS.pendingComplaint,
      waybillId: 'WB0003',
      content: '补充说明：装货地要求司机自行搬运',
    });
    expect(updated.body.data).toMatchObject({
      content: '补充说明：装货地要求司机自行搬运',
      updateTime: '2026-11-22 09:01:00',
    });
    const processing = await control(s.sb, 'POST', 'after-sales/complaint-reply', {
      id: AS.pendingComplaint,
      reply: '已转交货主处理',
      state: 'processing',
    });
    expect(processing.json).toMatchObject({ state: 'processing', reply: '已转交货主处理' });
    const again = { ...INPUT, id: AS.pendingComplaint, waybillId: 'WB0003' };
    expect(await s.refused(api.updateComplaint, again)).toBe('投诉处理中，不能修改');
    s.sb.control.afterSales.replyComplaint(AS.pendingComplaint, '货主已道歉并整改');
    expect((await s.send(api.complaintInfo, { id: AS.pendingComplaint })).body.data).toMatchObject({
      state: 'resolved',
      reply: '货主已道歉并整改',
      replyTime: '2026-11-22 09:01:00',
    });
    expect(await s.refused(api.updateComplaint, again)).toBe('投诉已处理，不能修改');
    const late = await control(s.sb, 'POST', 'after-sales/complaint-reply', {
      id: AS.pendingComplaint,
      reply: 'x',
    });
    expect(late).toEqual({ status: 409, json: { error: '投诉已处理，不能修改' } });
    expect(
      (await control(s.sb, 'POST', 'after-sales/complaint-reply', { id: 'TS0001' })).status,
    ).toBe(400);
  });

  it("says another driver's complaint is not his, and an unknown one is not there", async () => {
    const s = setup();
    const at = s.sb.control.quickLogin(CAPTAIN).at;
    const r = await call(s.sb, api.complaintInfo, { id: 'TS0001' }, at);
    expect(r.body).toMatchObject({ state: 403001, msg: '该投诉不属于您' });
    const none = await call(s.sb, api.complaintInfo, { id: 'TS9999' }, at);
    expect(none.body).toMatchObject({ state: 404001, msg: '投诉不存在' });
  });
});

describe('freight changes', () => {
  it('agrees: the waybill takes the new freight, on its timeline', async () => {
    const s = setup();
    const before = await s.detail(AS.toReceipt);
    const r = await s.send(api.agreeFreightChange, { id: AS.pendingChange });
    expect(r.body.data).toMatchObject({
      state: 'agreed',
      handledTime: '2026-11-22 09:00:00',
      carNo: before.carNo,
      shipperName: before.shipperName,
    });
    const after = await s.detail(AS.toReceipt);
    // The change is to the freight (运费总额); the receivable follows by the one settlement rule.
    const total = before.freightDetail.total;
    expect(after.freightDetail.total).toBe(total + 30_000);
    expect(after.freight).toBe(settleFreight(total + 30_000).receivable);
    expect(after.timeline.at(-1)!.text).toBe(
      `运费由 ¥${fenToYuan(total)} 变更为 ¥${fenToYuan(total + 30_000)}`,
    );
    expect(await s.refused(api.agreeFreightChange, { id: AS.pendingChange })).toBe(
      '该运费变更申请已处理',
    );
    expect((await s.send(api.isFreightChange, { waybillId: AS.toReceipt })).body.data.pending).toBe(
      false,
    );
  });

  it('disagrees only with a reason of at most 100 characters', async () => {
    const s = setup();
    const id = AS.pendingChange;
    expect(await s.refused(api.disagreeFreightChange, { id, reason: ' ' })).toBe(
      '请填写不同意的原因',
    );
    expect(await s.refused(api.disagreeFreightChange, { id, reason: '因'.repeat(101) })).toBe(
      '原因不能超过100个字',
    );
    const before = (await s.detail(AS.toReceipt)).freightDetail;
    const r = await s.send(api.disagreeFreightChange, { id, reason: '运距未变' });
    expect(r.body.data).toMatchObject({ state: 'disagreed', disagreeReason: '运距未变' });
    expect((await s.detail(AS.toReceipt)).freightDetail).toEqual(before);
    expect(await s.refused(api.disagreeFreightChange, { id, reason: '再次' })).toBe(
      '该运费变更申请已处理',
    );
  });

  it('searches by keyword and tells 整车 details from 大宗 ones', async () => {
    const s = setup();
    const no = (await s.detail(AS.toReceipt)).waybillNo;
    const found = await s.send(api.freightChangeListPage, {
      pageIndex: 1,
      pageSize: 20,
      keyword: no.slice(-6),
    });
    expect(found.body.data.records.map((f) => f.id)).toEqual(['YF0003']);
    const goods = await s.send(api.freightChangeListPage, {
      pageIndex: 1,
      pageSize: 20,
      keyword: '螺纹钢',
    });
    expect(goods.body.data.records.map((f) => f.id)).toEqual(['YF0002']);
    expect(
      await s.refused(api.freightChangeListPage, {
        pageIndex: 1,
        pageSize: 20,
        keyword: 'x'.repeat(21),
      }),
    ).toBe('关键字不能超过20个字符');
    // Asked as the other kind, the change is not there: the notFound state, not a refusal.
    const missing = { success: false, state: BusinessState.notFound, msg: '运费变更申请不存在' };
    expect(
      (await s.send(api.freightChangeDazongDetails, { id: AS.pendingChange })).body,
    ).toMatchObject(missing);
    const w = s.sb.control.trip.assign({ sourceId: 'S0001', mobile: CERTIFIED });
    const bulk = s.sb.control.afterSales.proposeFreightChange({
      waybillId: w.id,
      newFreight: w.freightDetail.total + 3_200,
      reason: '单价上调',
    });
    expect((await s.send(api.freightChangeDetails, { id: bulk.id })).body).toMatchObject(missing);
    const d = await s.send(api.freightChangeDazongDetails, { id: bulk.id });
    expect(d.body.data).toMatchObject({
      kind: 'bulk',
      quantity: 32,
      unit: 'ton',
      oldUnitPrice: Math.round(w.freightDetail.total / 32),
      newUnitPrice: Math.round((w.freightDetail.total + 3_200) / 32),
      reason: '单价上调',
      appliedBy: `${w.shipperName} 调度员`,
    });
  });

  it('is proposed by the shipper only on a running waybill without another pending one', async () => {
    const s = setup();
    const post = (body: object) => control(s.sb, 'POST', 'after-sales/freight-change', body);
    expect(await post({ waybillId: AS.done, newFreight: 100 })).toEqual({
      status: 409,
      json: { error: '运单已完成或已取消，不能变更运费' },
    });
    expect(await post({ waybillId: AS.toReceipt, newFreight: 100 })).toEqual({
      status: 409,
      json: { error: '该运单已有待确认的运费变更' },
    });
    const freight = (await s.detail(AS.inTransit)).freightDetail.total;
    expect((await post({ waybillId: AS.inTransit, newFreight: freight })).json).toEqual({
      error: '新运费与原运费相同',
    });
    expect((await post({ waybillId: AS.inTransit, newFreight: 1.5 })).json).toEqual({
      error: '请输入正确的运费',
    });
    expect((await post({ waybillId: AS.inTransit })).status).toBe(400);
    expect((await post({ waybillId: 'WB9999', newFreight: 5 })).json).toEqual({
      error: '运单不存在',
    });
    const made = await post({ waybillId: AS.inTransit, newFreight: freight - 5_000 });
    expect(made.status).toBe(200);
    expect(made.json).toMatchObject({ id: 'YF0004', changeNo: 'YF202611220004', state: 'pending' });
    const listed = await control(s.sb, 'GET', `after-sales/list?mobile=${CERTIFIED}`);
    expect((listed.json as { freightChanges: { id: string }[] }).freightChanges[0]!.id).toBe(
      'YF0004',
    );
  });
});

describe('evaluate', () => {
  it('only a done waybill, once, with stars 1–5, known tags and a short comment', async () => {
    const s = setup();
    const base = { waybillId: AS.done, stars: 4, tags: ['装卸快', '结算及时'], comment: '' };
    expect(await s.refused(api.evaluate, { ...base, waybillId: AS.inTransit })).toBe(
      '运单完成后才能评价',
    );
    expect(await s.refused(api.evaluate, { ...base, stars: 0 })).toBe('请选择1-5星评分');
    expect(await s.refused(api.evaluate, { ...base, stars: 6 })).toBe('请选择1-5星评分');
    expect(await s.refused(api.evaluate, { ...base, stars: 3.5 })).toBe('请选择1-5星评分');
    expect(await s.refused(api.evaluate, { ...base, tags: ['好'] })).toBe('评价标签不正确');
    expect(await s.refused(api.evaluate, { ...base, comment: '评'.repeat(101) })).toBe(
      '评价内容不能超过100个字',
    );
    expect((await s.detail(AS.done)).nextAction).toBe('evaluate');
    const tags = (await s.send(api.getEvaluateTags, {})).body.data;
    expect(tags).toContain('装卸快');
    const r = await s.send(api.evaluate, base);
    expect(r.body.data).toEqual({ ...base, createTime: '2026-11-22 09:00:00' });
    const d = await s.detail(AS.done);
    expect(d.nextAction).toBeNull();
    expect(d.afterSales.evaluate).toBe(false);
    expect(await s.refused(api.evaluate, base)).toBe('该运单已评价，请勿重复评价');
  });
});

describe('cancel', () => {
  it('is refused once departed, with a clear message', async () => {
    const s = setup();
    for (const id of [AS.inTransit, AS.toReceipt, AS.done]) {
      expect(await s.refused(api.cancel, { waybillId: id, reason: '1' })).toBe(
        '车辆已发车，不能取消运单',
      );
    }
    expect(await s.refused(api.cancel, { waybillId: 'WB0004', reason: '1' })).toBe('运单已取消');
  });

  it('needs a known reason, a remark with 其他, and voids the contract', async () => {
    const s = setup();
    const reasons = (await s.send(api.getCancelReasons, {})).body.data;
    expect(reasons.map((o) => o.label)).toEqual(['车辆故障', '货源信息不符', '个人原因', '其他']);
    const id = AS.toLoad;
    expect(await s.refused(api.cancel, { waybillId: id, reason: '5' })).toBe('请选择取消原因');
    expect(await s.refused(api.cancel, { waybillId: id, reason: '9' })).toBe('请填写取消说明');
    expect(
      await s.refused(api.cancel, { waybillId: id, reason: '9', remark: '备'.repeat(101) }),
    ).toBe('备注不能超过100个字');
    const r = await s.send(api.cancel, { waybillId: id, reason: '9', remark: '家中有事' });
    expect(r.body.data).toMatchObject({ status: 'cancelled', cancelTime: '2026-11-22 09:00:00' });
    const d = await s.detail(id);
    expect(d).toMatchObject({ status: 'cancelled', contractStatus: 'void', nextAction: null });
    expect(d.timeline.at(-1)).toMatchObject({
      type: 'cancelled',
      text: '司机取消运单：其他（家中有事）',
    });
    const counts = (await s.send(waybill.countByStatus, {})).body.data;
    expect(counts).toMatchObject({ toLoad: 0, cancelled: 2 });
  });

  it('replays a repeated Idempotency-Key instead of cancelling twice', async () => {
    const s = setup();
    const key = { 'Idempotency-Key': 'cancel-1' };
    const payload = { waybillId: AS.toLoad, reason: '1' };
    const first = await s.send(api.cancel, payload, key);
    s.tick(5_000);
    const again = await s.send(api.cancel, payload, key);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    const fresh = await s.send(api.cancel, payload, { 'Idempotency-Key': 'cancel-2' });
    expect(fresh.body.msg).toBe('运单已取消');
    const events = (await s.detail(AS.toLoad)).timeline.filter((e) => e.type === 'cancelled');
    expect(events).toHaveLength(1);
  });
});

describe('return trips', () => {
  const trip = (s: Setup, patch: object = {}) => ({
    fromCode: '370103',
    toCode: '130100',
    date: '2026-11-23',
    carNo: s.sb.control.user(CERTIFIED)!.cars[0]!.carNo,
    remark: '',
    ...patch,
  });

  it('adds the empty leg home with its checks', async () => {
    const s = setup();
    expect(await s.refused(api.addReturnTrip, trip(s, { fromCode: '999999' }))).toBe(
      '请选择正确的出发地和目的地',
    );
    expect(await s.refused(api.addReturnTrip, trip(s, { toCode: '370103' }))).toBe(
      '出发地与目的地不能相同',
    );
    for (const date of ['2026-11-21', '2026-12-23', '2026-02-30', '明天']) {
      expect(await s.refused(api.addReturnTrip, trip(s, { date }))).toBe(
        '请选择今天起30天内的回程日期',
      );
    }
    expect(await s.refused(api.addReturnTrip, trip(s, { carNo: '京A00000' }))).toBe(
      '未查询到该车辆',
    );
    expect(await s.refused(api.addReturnTrip, trip(s, { remark: '备'.repeat(101) }))).toBe(
      '备注不能超过100个字',
    );
    const today = await s.send(api.addReturnTrip, trip(s, { date: '2026-11-22' }));
    expect(today.body.data).toMatchObject({
      id: 'HC0003',
      state: 'open',
      toName: '河北省 石家庄市',
    });
    const last = await s.send(api.addReturnTrip, trip(s, { date: '2026-12-22' }));
    expect(last.body.data.id).toBe('HC0004');
    expect(await s.refused(api.addReturnTrip, trip(s, { date: '2026-12-22' }))).toBe(
      '该车辆当天已发布回程',
    );
    const list = (await s.send(api.returnTripListPage, { pageIndex: 1, pageSize: 2 })).body.data;
    expect(list.total).toBe(4);
    expect(list.records.map((r) => r.id)).toEqual(['HC0004', 'HC0003']);
    s.tick(2 * DAY);
    const at = s.sb.control.quickLogin(CERTIFIED).at;
    const later = (await call(s.sb, api.returnTripListPage, { pageIndex: 1, pageSize: 20 }, at))
      .body.data;
    expect(later.records.find((r) => r.id === 'HC0003')!.state).toBe('expired');
  });
});

describe('abnormal', () => {
  const report = {
    waybillId: AS.inTransit,
    type: '1',
    description: '爆胎，等待救援',
    photos: ['/__sandbox/files/F1.png'],
    longitude: 114.5,
    latitude: 38.0,
    address: '京港澳高速 K285',
  };

  it('reports on a waybill on its way, with type, description, photos and location', async () => {
    const s = setup();
    const types = (await s.send(api.getAbnormalTypes, {})).body.data;
    expect(types[0]).toEqual({ label: '车辆故障', value: '1' });
    expect(await s.refused(api.reportAbnormal, { ...report, waybillId: AS.toReceipt })).toBe(
      '运单已卸货，不能上报异常',
    );
    expect(await s.refused(api.reportAbnormal, { ...report, type: '8' })).toBe('请选择异常类型');
    expect(await s.refused(api.reportAbnormal, { ...report, description: '' })).toBe(
      '请填写异常描述',
    );
    expect(await s.refused(api.reportAbnormal, { ...report, description: '述'.repeat(201) })).toBe(
      '异常描述不能超过200个字',
    );
    expect(await s.refused(api.reportAbnormal, { ...report, latitude: 95 })).toBe('位置坐标不正确');
    expect(await s.refused(api.reportAbnormal, { ...report, address: '' })).toBe('请获取当前位置');
    const r = await s.send(api.reportAbnormal, report);
    expect(r.body.data).toMatchObject({
      id: 'YC0001',
      reportNo: 'YC202611220001',
      typeName: '车辆故障',
      reportTime: '2026-11-22 09:00:00',
    });
    expect(s.sb.control.afterSales.list(CERTIFIED).abnormals).toHaveLength(1);
  });
});

describe('repair card', () => {
  it('replaces the rejected photos and keeps the accepted ones', async () => {
    const s = setup();
    const id = AS.inTransit;
    const fix = (photoId: string) => ({ photoId, url: '/__sandbox/files/new.png' });
    expect(
      await s.refused(api.repairPhotos, { waybillId: id, replacements: [fix('departure-1')] }),
    ).toBe('该运单没有被驳回的照片');
    const before = (await s.detail(id)).photos.departure;
    s.sb.control.trip.rejectPhoto(id, 'departure', 1, '未拍到车牌');
    const rejected = (await s.send(api.getRejectedPhotos, { waybillId: id })).body.data;
    expect(rejected).toEqual([
      {
        photoId: 'departure-2',
        kind: 'departure',
        url: before[1]!.url,
        watermarkUrl: before[1]!.watermarkUrl,
        takenAt: before[1]!.takenAt,
        rejectReason: '未拍到车牌',
      },
    ]);
    expect(await s.refused(api.repairPhotos, { waybillId: id, replacements: [] })).toBe(
      '请上传需要补传的照片',
    );
    expect(
      await s.refused(api.repairPhotos, { waybillId: id, replacements: [fix('departure-1')] }),
    ).toBe('照片departure-1未被驳回，无需重新上传');
    expect(
      await s.refused(api.repairPhotos, {
        waybillId: id,
        replacements: [{ photoId: 'departure-2', url: 'new.png' }],
      }),
    ).toBe('图片地址不正确，请重新上传');
    const r = await s.send(api.repairPhotos, { waybillId: id, replacements: [fix('departure-2')] });
    expect(r.body.data).toEqual({ replaced: 1, remaining: [] });
    const d = await s.detail(id);
    expect(d.photos.departure[0]).toEqual(before[0]);
    expect(d.photos.departure[1]).toMatchObject({
      url: '/__sandbox/files/new.png',
      state: 'accepted',
      rejectReason: null,
      takenAt: '2026-11-22 09:00:00',
    });
    expect(d.afterSales.repairCard).toBe(false);
    expect(d.timeline.at(-1)).toMatchObject({ type: 'status', text: '已重新上传发车照片第2张' });
  });

  it('leaves a receipt rejected as a whole to a new upload', async () => {
    const s = setup();
    const id = AS.toReceipt;
    await s.send(waybillTrip.uploadReceipt, {
      id,
      photos: [
        { url: '/__sandbox/files/r.png', watermarkUrl: null, takenAt: '2026-11-22 08:00:00' },
      ],
    });
    s.sb.control.trip.rejectReceipt(id, '回单不清晰');
    expect((await s.send(api.getRejectedPhotos, { waybillId: id })).body.data).toEqual([]);
    expect(
      await s.refused(api.repairPhotos, {
        waybillId: id,
        replacements: [{ photoId: 'receipt-1', url: '/__sandbox/files/r2.png' }],
      }),
    ).toBe('该运单没有被驳回的照片');
  });
});

describe('captain change', () => {
  it('chooses a captain, texts a code and signs with it', async () => {
    const s = setup();
    const id = AS.inTransit;
    const first = (await s.send(api.getCaptainChangeBillId, { waybillId: id })).body.data.billId;
    expect(first).toBe('CC0001');
    expect((await s.send(api.getCaptainChangeBillId, { waybillId: id })).body.data.billId).toBe(
      first,
    );
    expect(await s.refused(api.verifySmsAndSign, { billId: first, code: '123456' })).toBe(
      '请先选择新的车队长',
    );
    const bound = s.sb.control.user(CERTIFIED)!.captainId!;
    expect(await s.refused(api.modifyBillCaptain, { billId: first, captainId: bound })).toBe(
      '新车队长与原车队长相同',
    );
    const notCaptain = s.sb.control.user(CERTIFIED)!.appUserId;
    expect(await s.refused(api.modifyBillCaptain, { billId: first, captainId: notCaptain })).toBe(
      '车队长不存在',
    );
    expect(await s.refused(api.modifyBillCaptain, { billId: 'CC9999', captainId: bound })).toBe(
      '车队长变更单不存在',
    );
    const chosen = await s.send(api.modifyBillCaptain, {
      billId: first,
      captainId: s.otherCaptain.appUserId,
    });
    expect(chosen.body.data).toMatchObject({
      state: 'sent',
      oldCaptain: { carCaptainId: bound },
      newCaptain: { carCaptainId: s.otherCaptain.appUserId, name: s.otherCaptain.name },
      mobileMasked: '138****0002',
      signedTime: null,
    });
    const code = s.sb.control.sms.latest(CERTIFIED, 'captainChange')!.code;
    expect(await s.refused(api.verifySmsAndSign, { billId: first, code: '' })).toBe(
      '请输入短信验证码',
    );
    expect(await s.refused(api.verifySmsAndSign, { billId: first, code: '12345' })).toBe(
      '短信验证码格式错误',
    );
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await s.refused(api.verifySmsAndSign, { billId: first, code: wrong })).toBe(
      '验证码错误',
    );
    const signed = await s.send(api.verifySmsAndSign, { billId: first, code });
    expect(signed.body.data).toMatchObject({ state: 'signed', signedTime: '2026-11-22 09:00:00' });
    expect(await s.refused(api.verifySmsAndSign, { billId: first, code })).toBe(
      '车队长变更已生效，请勿重复提交',
    );
    expect((await s.detail(id)).timeline.at(-1)!.text).toBe(`车队长变更为${s.otherCaptain.name}`);
    // A new bill starts from the captain now in force.
    const next = (await s.send(api.getCaptainChangeBillId, { waybillId: id })).body.data.billId;
    expect(next).toBe('CC0002');
    const again = await s.send(api.modifyBillCaptain, {
      billId: next,
      captainId: s.otherCaptain.appUserId,
    });
    expect(again.body.msg).toBe('新车队长与原车队长相同');
  });

  it('is closed once unloaded and refuses an expired code', async () => {
    const s = setup();
    expect(await s.refused(api.getCaptainChangeBillId, { waybillId: AS.toReceipt })).toBe(
      '运单已卸货，不能更换车队长',
    );
    const billId = (await s.send(api.getCaptainChangeBillId, { waybillId: AS.toLoad })).body.data
      .billId;
    await s.send(api.modifyBillCaptain, { billId, captainId: s.otherCaptain.appUserId });
    const code = s.sb.control.sms.latest(CERTIFIED, 'captainChange')!.code;
    s.tick(10 * 60_000);
    expect(await s.refused(api.verifySmsAndSign, { billId, code })).toBe(
      '验证码已过期，请重新获取',
    );
  });
});

describe('reads by waybill id', () => {
  it("answers another driver's waybill notYours and an unknown one notFound (photos, captain bill)", async () => {
    const s = setup();
    for (const ep of [api.getRejectedPhotos, api.getCaptainChangeBillId]) {
      expect((await s.send(ep, { waybillId: 'WB0006' })).body).toMatchObject({
        success: false,
        state: BusinessState.notYours,
        msg: '该运单不属于您',
      });
      expect((await s.send(ep, { waybillId: 'WB9999' })).body).toMatchObject({
        success: false,
        state: BusinessState.notFound,
        msg: '运单不存在',
      });
    }
  });
});

describe('payee account', () => {
  it("is the driver's or his captain's card, until the freight is settled", async () => {
    const s = setup();
    const id = AS.inTransit;
    expect((await s.send(api.getWaybillAccount, { waybillId: id })).body.data).toBeNull();
    const input = {
      waybillId: id,
      accountName: s.name,
      bankName: '中国农业银行',
      cardNo: '6228480012345678',
    };
    expect(await s.refused(api.upWaybillAccount, { ...input, accountName: '张三丰' })).toBe(
      '收款人须为司机本人或其车队长',
    );
    expect(await s.refused(api.upWaybillAccount, { ...input, bankName: '' })).toBe(
      '请选择开户银行',
    );
    expect(await s.refused(api.upWaybillAccount, { ...input, cardNo: '62284800123' })).toBe(
      '请输入正确的银行卡号',
    );
    expect(await s.refused(api.upWaybillAccount, { ...input, waybillId: AS.done })).toBe(
      '运费已结算，不能修改收款账户',
    );
    const mine = await s.send(api.upWaybillAccount, { ...input, cardNo: '6228 4800 1234 5678' });
    expect(mine.body.data).toEqual({
      waybillId: id,
      accountName: s.name,
      bankName: '中国农业银行',
      cardNoMasked: '6228 **** **** 5678',
      updateTime: '2026-11-22 09:00:00',
    });
    const captainName = s.sb.control.user(CAPTAIN)!.identity!.name ?? '';
    const captains = await s.send(api.upWaybillAccount, { ...input, accountName: captainName });
    expect(captains.body.data.accountName).toBe(captainName);
    expect((await s.send(api.getWaybillAccount, { waybillId: id })).body.data).toEqual(
      captains.body.data,
    );
  });
});

describe('idempotency', () => {
  it('a repeated key adds one complaint and one return trip', async () => {
    const s = setup();
    const key = { 'Idempotency-Key': 'k-1' };
    const a = await s.send(api.addComplaint, { ...INPUT, waybillId: AS.done }, key);
    const b = await s.send(api.addComplaint, { ...INPUT, waybillId: AS.done }, key);
    expect(b.body).toEqual(a.body);
    expect(b.headers.get('Idempotency-Replayed')).toBe('true');
    const carNo = s.sb.control.user(CERTIFIED)!.cars[0]!.carNo;
    const trip = { fromCode: '370103', toCode: '140105', date: '2026-11-25', carNo, remark: '' };
    await s.send(api.addReturnTrip, trip, key);
    await s.send(api.addReturnTrip, trip, key);
    const overview = s.sb.control.afterSales.list(CERTIFIED);
    expect(overview.complaints).toHaveLength(4);
    expect(overview.returnTrips).toHaveLength(3);
  });
});
