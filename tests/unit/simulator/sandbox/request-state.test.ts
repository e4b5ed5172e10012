/**
 * A lost answer (fault lostAnswer): the write is done and kept for its key, the caller sees a
 * time-out or a dropped connection, and requestState/get tells what became of the key.
 */
import { describe, expect, it } from 'vitest';
import { requestState } from '@/lib/contract/common/request-state';
import { supply } from '@/lib/contract/supply/market';
import { buildRequest, call, quietSandbox } from './helpers';

const CERTIFIED = '13800000002';
const GRAB = supply.grabBulkOrder.path;

function setup() {
  const sb = quietSandbox({ now: () => Date.parse('2026-11-22T09:00:00+08:00') });
  const { at } = sb.control.quickLogin(CERTIFIED);
  const carNo = sb.control.user(CERTIFIED)!.cars.find((c) => c.isDefault)!.carNo;
  const grab = (key: string) =>
    sb.handle(
      buildRequest(
        supply.grabBulkOrder,
        { sourceId: 'S0001', carNo, quantity: 10 },
        { token: at, headers: { 'Idempotency-Key': key } },
      ),
    );
  const remaining = () => sb.control.market.sources({ q: 'S0001' })[0]!.remainingQuantity;
  const stateOf = async (key: string, token = at) =>
    (await call(sb, requestState.get, { idempotencyKey: key, path: GRAB }, token)).body.data;
  return { sb, at, grab, remaining, stateOf };
}

describe('lostAnswer and requestState/get', () => {
  it('does the write, drops the answer, and tells the caller the first answer afterwards', async () => {
    const { sb, grab, remaining, stateOf } = setup();
    sb.control.fault({ path: GRAB, lostAnswer: true, network: true, times: 1 });
    const lost = await grab('k-lost');
    expect(lost.type).toBe('error');
    expect(remaining()).toBe(1190);
    const state = await stateOf('k-lost');
    expect(state).toMatchObject({ state: 'done', success: true });
    expect((state as { data: { waybillId?: string } }).data).toBeTruthy();
    // Sending again with the same key replays the first answer: still one grab.
    const again = await grab('k-lost');
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(remaining()).toBe(1190);
  });

  it('answers 504 after the time-out when the fault is a time-out', async () => {
    const { sb, grab, remaining } = setup();
    sb.control.fault({ path: GRAB, lostAnswer: true, delayMs: 5, times: 1 });
    const lost = await grab('k-timeout');
    expect(lost.status).toBe(504);
    expect(remaining()).toBe(1190);
  });

  it('says done as soon as the write is done, while its answer is still held back', async () => {
    const { sb, grab, remaining, stateOf } = setup();
    sb.control.fault({ path: GRAB, lostAnswer: true, delayMs: 300, times: 1 });
    const pending = grab('k-held');
    await new Promise((r) => setTimeout(r, 50));
    expect(await stateOf('k-held')).toMatchObject({ state: 'done', success: true });
    expect((await pending).status).toBe(504);
    expect(remaining()).toBe(1190);
  });

  it('says unknown for a key never sent, for another user, and refuses a missing key', async () => {
    const { sb, grab, stateOf } = setup();
    await grab('k-mine');
    expect(await stateOf('never')).toEqual({ state: 'unknown' });
    const partner = sb.control.quickLogin('13800000004');
    expect(await stateOf('k-mine', partner.at)).toEqual({ state: 'unknown' });
    const missing = await call(
      sb,
      requestState.get,
      { idempotencyKey: '', path: GRAB },
      partner.at,
    );
    expect(missing.body.success).toBe(false);
  });

  it('gives a refusal back as it was', async () => {
    const { sb, at, stateOf } = setup();
    await sb.handle(
      buildRequest(
        supply.grabBulkOrder,
        { sourceId: 'S0001', carNo: '冀A00000', quantity: 10 },
        { token: at, headers: { 'Idempotency-Key': 'k-refused' } },
      ),
    );
    expect(await stateOf('k-refused')).toMatchObject({ state: 'done', success: false });
  });
});
