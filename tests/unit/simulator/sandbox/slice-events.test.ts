/**
 * Slice events (areas/slice.ts `on`): an upward need is told, not imported. A waybill done settles
 * through the money slice's `waybillDone` listener, and a Db whose slices do not listen is untouched.
 */
import { describe, expect, it } from 'vitest';
import { ledger } from '@sim/sandbox/areas/money/wallet/ledger';
import { moneySlice } from '@sim/sandbox/areas/money/wallet/slice';
import { settleDoneWaybill } from '@sim/sandbox/areas/money/wallet/settle';
import { SLICES } from '@sim/sandbox/areas/registry';
import { waybillArea } from '@sim/sandbox/areas/waybill/waybills/types';
import { Db } from '@sim/sandbox/store/db';
import { seedState } from '@sim/sandbox/store/seed';

const START = Date.parse('2026-11-22T09:00:00+08:00');

function doneWaybill(db: Db) {
  const w = db.area(waybillArea).waybills.find((x) => x.id === 'WB0008')!;
  w.status = 'done';
  return w;
}

describe('slice events', () => {
  it('waybillDone settles the waybill through the money slice, exactly as settling it directly', () => {
    const heard = new Db(seedState(7), () => START, [moneySlice.on]);
    heard.emit('waybillDone', doneWaybill(heard));
    const direct = new Db(seedState(7), () => START);
    settleDoneWaybill(direct, doneWaybill(direct));
    expect(ledger(heard).entries.some((e) => e.waybillId === 'WB0008')).toBe(true);
    expect(ledger(heard)).toEqual(ledger(direct));
  });

  it('a slice that does not listen is untouched', () => {
    const deaf = new Db(seedState(7), () => START, [{}, undefined]);
    const w = doneWaybill(deaf);
    const before = structuredClone(deaf.state);
    deaf.emit('waybillDone', w);
    expect(deaf.state).toEqual(before);
    expect(ledger(deaf).entries.some((e) => e.waybillId === 'WB0008')).toBe(false);
  });

  it('the money slice is the one registered listener of waybillDone', () => {
    const listening = SLICES.filter((s) => 'on' in s && s.on?.waybillDone).map((s) => s.name);
    expect(listening).toEqual([moneySlice.name]);
  });
});
