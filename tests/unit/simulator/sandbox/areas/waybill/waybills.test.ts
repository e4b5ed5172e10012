/** The waybill list and counts, and the market's control operations (the 货源 panel's backing). */
import { describe, expect, it } from 'vitest';
import { supply } from '@/lib/contract/supply/market';
import { waybill } from '@/lib/contract/waybill/waybills';
import { createSandbox } from '@sim/sandbox/sandbox';
import { call, control } from '../../helpers';

const NOW = Date.parse('2026-11-22T09:00:00+08:00');
const CERTIFIED = '13800000002';

function setup() {
  const sb = createSandbox({ seed: 7, log: () => {}, now: () => NOW });
  return { sb, at: sb.control.quickLogin(CERTIFIED).at };
}

describe('waybills', () => {
  it('lists the driver’s seeded history newest first; counts per status', async () => {
    const { sb, at } = setup();
    const list = (await call(sb, waybill.listPage, { pageIndex: 1, pageSize: 20 }, at)).body.data;
    expect(list.records.map((w) => w.status)).toEqual([
      'toLoad',
      'inTransit',
      'toReceipt',
      'cancelled',
      'done',
      'done',
      'done',
    ]);
    const counts = (await call(sb, waybill.countByStatus, {}, at)).body.data;
    expect(counts).toEqual({ toLoad: 1, inTransit: 1, toReceipt: 1, done: 3, cancelled: 1 });
  });

  it('filters by status, keyword (number, plate, goods) and source', async () => {
    const { sb, at } = setup();
    const q = async (extra: object) =>
      (await call(sb, waybill.listPage, { pageIndex: 1, pageSize: 20, ...extra }, at)).body.data
        .records;
    expect((await q({ status: 'done' })).length).toBe(3);
    expect((await q({ keyword: '玉米' })).map((w) => w.goodsName)).toEqual(['玉米']);
    const first = (await q({}))[0]!;
    expect((await q({ keyword: first.waybillNo.slice(-4) }))[0]!.id).toBe(first.id);
    expect((await q({ keyword: first.carNo }))[0]!.carNo).toBe(first.carNo);
    expect(await q({ sourceId: 'S0001' })).toEqual([]);
  });
});

describe('market control', () => {
  it('another driver takes the last load: the app then gets the race message', async () => {
    const { sb, at } = setup();
    sb.control.market.takeByOther('S0007');
    const carNo = sb.control.user(CERTIFIED)!.cars.find((c) => c.isDefault)!.carNo;
    const answer = await call(
      sb,
      supply.grabBulkOrder,
      { sourceId: 'S0007', carNo, quantity: 32 },
      at,
    );
    expect(answer.body.msg).toBe('手慢了，该货源已被抢完');
  });

  it('publishes, closes and assigns over HTTP', async () => {
    const { sb, at } = setup();
    const published = await control(sb, 'POST', 'market/publish', {
      kind: 'whole',
      enterpriseId: 'E05',
    });
    const id = (published.json as { id: string }).id;
    expect(id).toBe('S0321');
    const top = (await call(sb, supply.listPage, { kind: 'whole', pageIndex: 1, pageSize: 1 }, at))
      .body.data;
    expect(top.records[0]!.id).toBe(id);
    await control(sb, 'POST', 'market/status', { sourceId: id, status: 'closed' });
    const detail = await call(sb, supply.getWholeDetail, { id });
    expect(detail.body.data.status).toBe('closed');
    const assigned = await control(sb, 'POST', 'market/assign', {
      sourceId: 'S0002',
      mobile: CERTIFIED,
    });
    expect(assigned.json).toMatchObject({ assignedToMobile: CERTIFIED });
    expect((await control(sb, 'POST', 'market/take', { sourceId: 'S9999' })).status).toBe(404);
    expect((await control(sb, 'GET', 'market/sources?status=closed')).json).toEqual(
      expect.arrayContaining([expect.objectContaining({ id })]),
    );
  });

  it('grows the market by thousands of rows for the plaza’s performance check', async () => {
    const { sb, at } = setup();
    const grown = await control(sb, 'POST', 'market/grow', { count: 2000 });
    expect((grown.json as { open: number }).open).toBeGreaterThan(2200);
    const bulk = await call(sb, supply.listPage, { kind: 'bulk', pageIndex: 50, pageSize: 20 }, at);
    expect(bulk.body.data.total).toBeGreaterThan(1100);
    expect(bulk.body.data.records).toHaveLength(20);
  });

  it('moves a waybill on, freeing its vehicle', async () => {
    const { sb } = setup();
    const toLoad = sb.control.market.waybills(CERTIFIED).find((w) => w.status === 'toLoad')!;
    const moved = await control(sb, 'POST', 'market/waybill-status', {
      waybillId: toLoad.id,
      status: 'done',
    });
    expect(moved.json).toMatchObject({ status: 'done' });
  });
});
