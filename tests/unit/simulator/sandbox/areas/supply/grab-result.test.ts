/** A grab that goes through: the waybill and contract it creates, the race for the last load, faults. */
import { describe, expect, it } from 'vitest';
import { eContract } from '@/lib/contract/supply/e-contract';
import { supply, type GrabRequest } from '@/lib/contract/supply/market';
import { waybill } from '@/lib/contract/waybill/waybills';
import { createSandbox } from '@sim/sandbox/sandbox';
import { call } from '../../helpers';

const NOW = Date.parse('2026-11-22T09:00:00+08:00');
const CERTIFIED = '13800000002';

function setup() {
  const lines: string[] = [];
  const sb = createSandbox({ seed: 20261122, log: (l) => lines.push(l), now: () => NOW });
  const login = (mobile: string) => {
    const { at } = sb.control.quickLogin(mobile);
    const cars = sb.control.user(mobile)!.cars;
    return { at, cars, car: cars.find((c) => c.isDefault)!.carNo };
  };
  const grab = (who: { at: string }, req: GrabRequest, headers?: Record<string, string>) =>
    call(
      sb,
      req.quantity === undefined ? supply.grabWholeOrder : supply.grabBulkOrder,
      req,
      who.at,
      headers,
    );
  return { sb, lines, login, grab };
}

describe('a grab', () => {
  it('creates the waybill on top with an unsigned KJ contract and lowers the remaining', async () => {
    const { sb, lines, login, grab } = setup();
    const me = login(CERTIFIED);
    const result = (await grab(me, { sourceId: 'S0001', carNo: me.car, quantity: 30 })).body.data;
    const list = (await call(sb, waybill.listPage, { pageIndex: 1, pageSize: 20 }, me.at)).body
      .data;
    expect(list.records[0]).toMatchObject({
      id: result.waybillId,
      status: 'toLoad',
      quantity: 30,
      contractStatus: 'unsigned',
    });
    const detail = (await call(sb, supply.getBulkDetail, { id: 'S0001' }, me.at)).body.data;
    expect(detail.remainingQuantity).toBe(1170);
    expect(lines.some((l) => l.includes('grab S0001 by 13800000002'))).toBe(true);
    const kj = await call(
      sb,
      eContract.checkAndCreateContractContentKJ,
      { waybillId: result.waybillId },
      me.at,
    );
    expect(kj.body.data).toMatchObject({ id: result.contractId, kind: 'KJ', status: 'unsigned' });
  });

  it('of two drivers racing for the last load: one wins, the other is told', async () => {
    const { sb, login, grab } = setup();
    const me = login(CERTIFIED);
    const other = login('13800000004');
    const [a, b] = await Promise.all([
      grab(me, { sourceId: 'S0007', carNo: me.car, quantity: 32 }),
      grab(other, { sourceId: 'S0007', carNo: other.car, quantity: 32 }),
    ]);
    const answers = [a.body, b.body];
    expect(answers.filter((x) => x.success)).toHaveLength(1);
    expect(answers.find((x) => !x.success)!.msg).toBe('手慢了，该货源已被抢完');
    expect(sb.control.market.sources({ q: 'S0007' })[0]!.status).toBe('full');
  });

  it('of a whole source closes it for everyone', async () => {
    const { sb, login, grab } = setup();
    const me = login(CERTIFIED);
    expect((await grab(me, { sourceId: 'S0002', carNo: me.car })).body.success).toBe(true);
    const list = (
      await call(sb, supply.listPage, { kind: 'whole', pageIndex: 1, pageSize: 100 }, me.at)
    ).body.data;
    expect(list.records.some((r) => r.id === 'S0002')).toBe(false);
  });

  it('honours faults per path like every route', async () => {
    const { sb, login, grab } = setup();
    const me = login(CERTIFIED);
    sb.control.fault({ path: 'billDriver/grabWholeOrder', state: 500, msg: '系统繁忙', times: 1 });
    expect((await grab(me, { sourceId: 'S0002', carNo: me.car })).body).toMatchObject({
      success: false,
      msg: '系统繁忙',
    });
    expect((await grab(me, { sourceId: 'S0002', carNo: me.car })).body.success).toBe(true);
  });
});
