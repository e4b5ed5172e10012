/**
 * Slice queries (areas/slice.ts `answers`, store/db.ts `ask`): a lower area asks, exactly one slice
 * above answers. The answer book refuses a query nobody answers or two slices answer, and a
 * converted question answers as the import it replaced did.
 */
import { describe, expect, it } from 'vitest';
import { vehicle } from '@/lib/contract/account/vehicle';
import { carsOf } from '@sim/sandbox/areas/account/vehicle/records';
import { QUERY_NAMES, SLICES, wiredDb } from '@sim/sandbox/areas/registry';
import { answerBook, Db } from '@sim/sandbox/store/db';
import { seedState } from '@sim/sandbox/store/seed';
import { call, quietSandbox } from './helpers';

const START = Date.parse('2026-11-22T09:00:00+08:00');
const busyAnswer = { truckBusy: () => null };

describe('slice queries', () => {
  it('fail at start-up when no slice answers a query', () => {
    expect(() => answerBook([{ name: 'account/vehicle' }], ['truckBusy'])).toThrow(
      'sandbox query truckBusy: no slice answers it; exactly one slice must (areas/slice.ts answers)',
    );
  });

  it('fail at start-up when two slices answer one', () => {
    const two = [
      { name: 'waybill/waybills', answers: busyAnswer },
      { name: 'supply/market', answers: busyAnswer },
    ];
    expect(() => answerBook(two, ['truckBusy'])).toThrow(
      'sandbox query truckBusy: waybill/waybills and supply/market both answer it',
    );
  });

  it('fail when a slice answers a query nobody declared', () => {
    expect(() => answerBook([{ name: 'waybill/waybills', answers: busyAnswer }], [])).toThrow(
      'sandbox query truckBusy (answered by waybill/waybills) is not declared',
    );
  });

  it('each declared query has exactly one registered answerer', () => {
    const book = answerBook(SLICES, QUERY_NAMES);
    expect([...book.keys()].sort()).toEqual([...QUERY_NAMES].sort());
  });

  it('a Db made without the answers says so when asked', () => {
    const bare = new Db(seedState(7), () => START);
    expect(() => bare.ask('truckBusy', 'X')).toThrow(
      'sandbox query truckBusy: no slice answers it in this Db',
    );
  });

  it('truckBusy answers from the waybills: a truck on a waybill, a free one', () => {
    const db = wiredDb(seedState(7), () => START);
    const driver = db.ask('userByMobile', '13800000002')!;
    // his second truck is on a waybill, his fourth is free (vehicle.test.ts)
    const [, busy, , free] = carsOf(db, driver.appUserId);
    expect(db.ask('truckBusy', busy!.carNo)).toEqual(
      expect.objectContaining({ waybillNo: expect.stringMatching(/^YD\d+$/) }),
    );
    expect(db.ask('truckBusy', free!.carNo)).toBeNull();
  });

  it('removing a truck on a trip is still refused with the same message', async () => {
    const sb = quietSandbox();
    const at = sb.control.quickLogin('13800000002').at;
    const [, busy] = sb.control.user('13800000002')!.cars;
    const refused = await call(sb, vehicle.removeCar, { id: busy!.id }, at);
    expect(refused.body).toMatchObject({
      success: false,
      msg: expect.stringMatching(/^该车辆有未完成运单 YD\d+，不能删除$/),
    });
    expect(sb.control.user('13800000002')!.cars.map((c) => c.id)).toContain(busy!.id);
  });
});
