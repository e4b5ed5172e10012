/**
 * sendIntended: a write with its intent's idempotency key. A lost answer keeps the key for the next
 * try (even with another proof, after a reload); a done or refused answer ends it.
 */
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { supply } from '@/lib/contract/supply/market';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { sendIntended } from '@/lib/http/intended-write';
import { actionIntents } from '@/lib/storage/action-intents';
import { fail, freshClient, ok, onPost, server } from './support';

const GRAB = { sourceId: 'S0001', carNo: '京A12345' };
const RESULT = { waybillId: 'WB9', waybillNo: 'YD9', contractId: 'C9' };
const ep = supply.grabWholeOrder;

function grab(request = GRAB) {
  return sendIntended(ep.path, request, (idempotencyKey) =>
    http.call(ep, request, { idempotencyKey, ignoreErrors: true }),
  );
}

/** The keys the server saw, answering each in turn. */
function serve(answers: (() => Response)[]): string[] {
  const keys: string[] = [];
  onPost(ep.path, ({ request }) => {
    keys.push(request.headers.get('Idempotency-Key') ?? '');
    return (answers.shift() ?? (() => ok(RESULT)))();
  });
  return keys;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => void freshClient());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('sendIntended', () => {
  it('a lost answer keeps the key: the next try of the same grab repeats it', async () => {
    const keys = serve([() => HttpResponse.error()]);
    await expect(grab()).rejects.toMatchObject({ kind: 'network' });
    expect(actionIntents.find(ep.path, GRAB)).toMatchObject({ status: 'unknown' });
    await expect(grab()).resolves.toEqual(RESULT);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(actionIntents.find(ep.path, GRAB)).toBeNull();
  });

  it('a refusal is definite: the next grab is a new one with a new key', async () => {
    const keys = serve([() => fail(400, '该货源已被抢完')]);
    const refused = await grab().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe('该货源已被抢完');
    expect(actionIntents.find(ep.path, GRAB)).toBeNull();
    await grab();
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('another vehicle is another intent, with its own key', async () => {
    const keys = serve([() => HttpResponse.error()]);
    await grab().catch(() => null);
    await grab({ ...GRAB, carNo: '京B67890' });
    expect(keys[1]).not.toBe(keys[0]);
    expect(actionIntents.find(ep.path, GRAB)?.key).toBe(keys[0]);
  });
});
