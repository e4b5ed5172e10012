/** Idempotency-Key: the same key, path and user replay the earlier answer for 24 h of sandbox time. */
import { describe, expect, it } from 'vitest';
import { supply } from '@/lib/contract/supply/market';
import { buildRequest, quietSandbox } from './helpers';

const CERTIFIED = '13800000002';

function setup(now = { ms: Date.parse('2026-11-22T09:00:00+08:00') }) {
  const sb = quietSandbox({ now: () => now.ms });
  const { at } = sb.control.quickLogin(CERTIFIED);
  const carNo = sb.control.user(CERTIFIED)!.cars.find((c) => c.isDefault)!.carNo;
  const grab = (key: string | null, token = at, quantity = 10) => {
    const request = buildRequest(
      supply.grabBulkOrder,
      { sourceId: 'S0001', carNo, quantity },
      { token, ...(key ? { headers: { 'Idempotency-Key': key } } : {}) },
    );
    return sb.handle(request);
  };
  const remaining = () => sb.control.market.sources({ q: 'S0001' })[0]!.remainingQuantity;
  /** Marks the driver's waybills done, so his vehicle is free for the next grab (no cross-order). */
  const free = () => {
    for (const w of sb.control.market.waybills(CERTIFIED)) {
      if (w.status === 'toLoad') sb.control.market.setWaybillStatus(w.id, 'done');
    }
  };
  return { sb, at, grab, remaining, now, free };
}

describe('Idempotency-Key', () => {
  it('replays the first answer for a repeated key instead of grabbing twice', async () => {
    const { sb, grab, remaining } = setup();
    const first = await grab('k-1');
    const again = await grab('k-1');
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(first.headers.get('Idempotency-Replayed')).toBeNull();
    expect(remaining()).toBe(1190);
    const log = sb.control.requests.list({ path: 'billDriver/grabBulkOrder' });
    expect(log.map((e) => e.replayed ?? false)).toEqual([false, true]);
    expect(log[1]!.body).toMatchObject({ sourceId: 'S0001', quantity: 10 });
  });

  it('answers two simultaneous requests with one key once', async () => {
    const { grab, remaining } = setup();
    const [a, b] = await Promise.all([grab('tap'), grab('tap')]);
    const [ja, jb] = [await a.json(), await b.json()];
    expect(ja).toEqual(jb);
    expect(remaining()).toBe(1190);
  });

  it('runs again for another key, no key, or another user', async () => {
    const { sb, grab, remaining, free } = setup();
    await grab('a');
    free();
    await grab('b');
    free();
    await grab(null);
    expect(remaining()).toBe(1170);
    // The partner's request with the same key runs (his own verdict: the plate is not his).
    const other = sb.control.quickLogin('13800000004');
    const answer = await grab('a', other.at);
    expect(answer.headers.get('Idempotency-Replayed')).toBeNull();
    expect(await answer.json()).toMatchObject({ success: false, msg: '未查询到该车辆' });
  });

  it('forgets a key after 24 hours of sandbox time', async () => {
    const { sb, grab, remaining, now, free } = setup();
    await grab('day');
    free();
    now.ms += 24 * 3600_000 + 1000;
    // A fresh token of the same driver (the first one expired meanwhile).
    const later = await grab('day', sb.control.quickLogin(CERTIFIED).at);
    expect(later.headers.get('Idempotency-Replayed')).toBeNull();
    expect(remaining()).toBe(1180);
  });

  it('does not keep an injected fault: the retry with the same key runs', async () => {
    const { sb, grab, remaining } = setup();
    sb.control.fault({ path: 'billDriver/grabBulkOrder', status: 502, times: 1 });
    expect((await grab('retry')).status).toBe(502);
    const retry = await grab('retry');
    expect((await retry.json()).success).toBe(true);
    expect(remaining()).toBe(1190);
  });

  it('replays a business refusal too (same request, same verdict)', async () => {
    const { grab } = setup();
    const first = await (await grab('big', undefined, 5000)).json();
    expect(first).toMatchObject({ success: false, state: 400 });
    const again = await grab('big', undefined, 5000);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
  });
});
