/** The seeded market: its size and sense, the plaza filters, public reads, details and the fence. */
import { describe, expect, it } from 'vitest';
import { supply } from '@/lib/contract/supply/market';
import { createSandbox } from '@sim/sandbox/sandbox';
import { call } from '../../helpers';

const NOW = Date.parse('2026-11-22T09:00:00+08:00');
const CERTIFIED = '13800000002';
const page = { pageIndex: 1, pageSize: 100 };

function setup(seed = 20261122) {
  const sb = createSandbox({ seed, log: () => {}, now: () => NOW });
  const { at } = sb.control.quickLogin(CERTIFIED);
  return { sb, at };
}

describe('seeded market', () => {
  it('has 320 sources of both kinds, mostly open, priced by distance, loadable now', () => {
    const { sb } = setup();
    const every = sb.control.market.sources();
    // and the six the seeded history's waybills were taken from (S9003…, full: never listed)
    const history = every.filter((s) => /^S9\d{3}$/.test(s.id));
    expect(history.map((s) => [s.id, s.status]).sort()).toEqual(
      ['S9003', 'S9004', 'S9005', 'S9006', 'S9007', 'S9008'].map((id) => [id, 'full']),
    );
    const all = every.filter((s) => !history.includes(s));
    expect(all).toHaveLength(320);
    expect(all.filter((s) => s.kind === 'bulk').length).toBeGreaterThan(100);
    expect(all.filter((s) => s.kind === 'whole').length).toBeGreaterThan(100);
    expect(all.filter((s) => s.status === 'open').length).toBeGreaterThan(240);
    expect(all.filter((s) => s.enterpriseOnly).length).toBeGreaterThan(15);
    for (const s of all) expect(s.remainingQuantity).toBeLessThanOrEqual(s.totalQuantity);
  });

  it('is the same for the same seed and differs for another', () => {
    const a = setup(7).sb.control.market.sources();
    expect(setup(7).sb.control.market.sources()).toEqual(a);
    expect(setup(8).sb.control.market.sources()).not.toEqual(a);
  });

  it('lists open sources newest first, with sensible price, distance and loading window', async () => {
    const { sb, at } = setup();
    const bulk = (await call(sb, supply.listPage, { kind: 'bulk', ...page }, at)).body.data;
    expect(bulk.records[0]!.id).toBe('S0001');
    const times = bulk.records.map((r) => r.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
    for (const r of bulk.records) {
      expect(r.status).toBe('open');
      expect(r.kind).toBe('bulk');
      expect(r.distanceKm).toBeGreaterThan(0);
      expect(r.unitPrice).toBeGreaterThanOrEqual(3000);
      expect(r.totalFreight).toBe(Math.round(r.remainingQuantity * r.unitPrice));
    }
    const loadable = bulk.records.filter(
      (r) => r.loadingStart <= '2026-11-22 09:00:00' && r.loadingEnd >= '2026-11-22 09:00:00',
    );
    expect(loadable.length / bulk.records.length).toBeGreaterThan(0.5);
  });

  it('filters by origin and destination prefix, vehicle length, type and loading day', async () => {
    const { sb, at } = setup();
    const list = async (q: object) =>
      (await call(sb, supply.listPage, { kind: 'whole', ...page, ...q }, at)).body.data.records;
    for (const r of await list({ originCode: '130000' }))
      expect(r.origin.provinceCode).toBe('130000');
    for (const r of await list({ originCode: '130100' })) expect(r.origin.cityCode).toBe('130100');
    for (const r of await list({ destinationCode: '440305' }))
      expect(r.destination.districtCode).toBe('440305');
    for (const r of await list({ vehicleLength: '17.5' }))
      expect(r.vehicleLengths.length === 0 || r.vehicleLengths.includes('17.5')).toBe(true);
    for (const r of await list({ loadingDate: '2026-11-25' })) {
      expect(r.loadingStart < '2026-11-26').toBe(true);
      expect(r.loadingEnd >= '2026-11-25').toBe(true);
    }
    expect((await list({ originCode: '130000' })).length).toBeGreaterThan(0);
  });

  it('hides enterprise-only sources from the plaza but shows them on the enterprise page', async () => {
    const { sb, at } = setup();
    const plaza = (await call(sb, supply.listPage, { kind: 'whole', ...page }, at)).body.data;
    const onlyOthers = plaza.records.filter((r) => r.enterpriseOnly && !r.assignedToMe);
    expect(onlyOthers).toEqual([]);
    // S0006 is enterprise-only but assigned to him: listed, marked assignedToMe.
    expect(plaza.records.find((r) => r.id === 'S0006')?.assignedToMe).toBe(true);
  });

  it('is public with an enterpriseId only; without a token otherwise HTTP 401', async () => {
    const { sb } = setup();
    const anon = await call(sb, supply.listPage, { kind: 'bulk', enterpriseId: 'E02', ...page });
    expect(anon.body.success).toBe(true);
    expect(anon.body.data.records.every((r) => r.enterpriseId === 'E02')).toBe(true);
    expect((await call(sb, supply.listPage, { kind: 'bulk', ...page })).status).toBe(401);
    const ent = await call(sb, supply.getEnterprise, { shareCode: 'jmyx2026' });
    expect(ent.body.data).toMatchObject({ id: 'E02', name: '山西晋煤运销集团有限公司' });
    expect(ent.body.data.openSources).toBeGreaterThan(0);
    const detail = await call(sb, supply.getGoodsResourceDetail, { id: 'S0001' });
    expect(detail.body.data).toMatchObject({
      id: 'S0001',
      assignedToMe: false,
      delegationSigned: false,
    });
  });

  it('answers an expired token on the plaza with token已过期 (refresh), not a logout', async () => {
    let now = NOW;
    const sb = createSandbox({ seed: 7, log: () => {}, now: () => now });
    const { at } = sb.control.quickLogin(CERTIFIED);
    now += 3 * 3600_000;
    const answer = await call(sb, supply.listPage, { kind: 'bulk', ...page }, at);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: false, state: 10000000002 });
  });

  it('sorts nearest to a point and says how far', async () => {
    const { sb, at } = setup();
    const near = await call(
      sb,
      supply.listNearestToMePage,
      { longitude: 114.539, latitude: 38.037, ...page },
      at,
    );
    const km = near.body.data.records.map((r) => r.distanceToMeKm!);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    expect(km[0]).toBeLessThan(10);
  });

  it('answers a clear message for unknown ids and a kind mismatch', async () => {
    const { sb, at } = setup();
    for (const answer of [
      await call(sb, supply.getBulkDetail, { id: 'S9999' }, at),
      await call(sb, supply.getBulkDetail, { id: 'S0002' }, at),
    ]) {
      expect(answer.body).toMatchObject({
        success: false,
        state: 404001,
        msg: '货源不存在或已下架',
      });
    }
  });

  it('answers a share code it does not know as notFound (企业不存在), logged in or not', async () => {
    const { sb, at } = setup();
    for (const answer of [
      await call(sb, supply.getEnterprise, { shareCode: 'NOPE0000' }),
      await call(sb, supply.getEnterprise, { shareCode: 'NOPE0000' }, at),
    ]) {
      expect(answer.body).toMatchObject({ success: false, state: 404001, msg: '企业不存在' });
    }
  });

  it('checks the fence from the position headers', async () => {
    const { sb, at } = setup();
    const none = await call(
      sb,
      supply.relationshipDetectionBetweenPositioningAndElectronicFence,
      { id: 'S0003' },
      at,
    );
    expect(none.body.msg).toBe('未获取到您的位置，请打开定位后重试');
    const ask = (longitude: string, latitude: string) =>
      call(
        sb,
        supply.relationshipDetectionBetweenPositioningAndElectronicFence,
        { id: 'S0003' },
        at,
        { longitude, latitude },
      );
    expect((await ask('114.539', '38.037')).body.data).toMatchObject({
      inside: true,
      distanceM: 0,
      radiusM: 1000,
    });
    const far = (await ask('114.6', '38.1')).body.data;
    expect(far.inside).toBe(false);
    expect(far.distanceM).toBeGreaterThan(1000);
  });

  it('puts script and onerror only in the clearly named unsafe sample’s documents', async () => {
    const { sb, at } = setup();
    const unsafe = await call(sb, supply.previewEntrustAgreement, { sourceId: 'S0009' }, at);
    expect(unsafe.body.data.html).toContain('<script>');
    expect(unsafe.body.data.html).toContain('onerror=');
    const safe = await call(sb, supply.previewEntrustAgreement, { sourceId: 'S0001' }, at);
    expect(safe.body.data.html).not.toMatch(/<script|onerror/);
    expect(safe.body.data.html).toContain('运输委托协议');
  });

  it('searches the driver’s plates', async () => {
    const { sb, at } = setup();
    const plate = sb.control.user(CERTIFIED)!.cars[0]!.carNo;
    const found = await call(
      sb,
      supply.searchVehicleNumber,
      { keyword: plate.slice(2, 5).toLowerCase() },
      at,
    );
    expect(found.body.data).toContain(plate);
  });
});
