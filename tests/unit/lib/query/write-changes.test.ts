/**
 * A write's `changes` reach the query cache through the HTTP client: a done write, and one whose
 * answer was lost, make every cached read it names stale and read again what is on screen; a
 * refused write and a read announce nothing. A bound bank card is the example of the issue: the
 * withdrawal's "is a card bound" answer must not outlive the binding.
 */
import { HttpResponse } from 'msw';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bankInfo } from '@/lib/contract/money/bank-card';
import { http } from '@/lib/http/client';
import { endpointMutation, endpointQuery } from '@/lib/query/endpoint-query';
import { connectWrites } from '@/lib/query/write-changes';
import { fail, freshClient, ok, onPost, server } from '../http/support';

const CARD = { id: 'C9', bankName: '中国工商银行', cardTail: '0117', isRefund: true };
const ADD = {
  bankName: '中国工商银行',
  employeeNo: '102100099996',
  cardNo: '6222020000000000117',
  reservedMobile: '13800000002',
  code: '123456',
  agreed: true,
} as never;

let bound = false;
let reads = 0;

function serveCards(add: () => Response) {
  onPost(bankInfo.checkBindRefundBank.path, () => {
    reads += 1;
    return ok({ bound, card: bound ? CARD : null });
  });
  onPost(bankInfo.add.path, () => {
    const answer = add();
    if (answer.status === 200) bound = true;
    return answer;
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  freshClient();
  bound = false;
  reads = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A cache with the refund-card read on screen (an observer), connected like the app's. */
async function screenShowingRefundCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  connectWrites(client);
  const options = endpointQuery(bankInfo.checkBindRefundBank, {});
  const observer = new QueryObserver(client, options);
  const stop = observer.subscribe(() => {});
  await expect.poll(() => client.getQueryData(options.queryKey)).toMatchObject({ bound: false });
  return { client, key: options.queryKey, stop };
}

describe('writes refresh what they change', () => {
  it('a bound card is read again at once by the screen showing the refund card', async () => {
    serveCards(() => ok(CARD));
    const { client, key, stop } = await screenShowingRefundCard();
    await http.call(bankInfo.add, ADD);
    await expect.poll(() => client.getQueryData(key)).toMatchObject({ bound: true, card: CARD });
    expect(reads).toBe(2);
    stop();
  });

  it('a write whose answer was lost makes them stale (it may have been done), read when next shown', async () => {
    serveCards(() => {
      bound = true;
      return HttpResponse.error();
    });
    const { client, key, stop } = await screenShowingRefundCard();
    await expect(http.call(bankInfo.add, ADD, { ignoreErrors: true })).rejects.toMatchObject({
      kind: 'network',
    });
    // Not over the network that just failed: the screen keeps what it shows, marked stale.
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(reads).toBe(1);
    stop();
    const again = new QueryObserver(client, endpointQuery(bankInfo.checkBindRefundBank, {}));
    const stopAgain = again.subscribe(() => {});
    await expect.poll(() => client.getQueryData(key)).toMatchObject({ bound: true });
    stopAgain();
  });

  it('a write sent staleOnly marks its changes stale without reading them at once', async () => {
    serveCards(() => ok(CARD));
    const { client, key, stop } = await screenShowingRefundCard();
    await http.call(bankInfo.add, ADD, { staleOnly: true });
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(reads).toBe(1);
    expect(client.getQueryData(key)).toMatchObject({ bound: false });
    stop();
  });

  it('a refused write and a read change nothing: no read again', async () => {
    serveCards(() => fail(400, '验证码错误'));
    const { client, key, stop } = await screenShowingRefundCard();
    await expect(http.call(bankInfo.add, ADD, { ignoreErrors: true })).rejects.toMatchObject({
      message: '验证码错误',
    });
    await http.call(bankInfo.checkBindRefundBank, {});
    expect(reads).toBe(2);
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
    stop();
  });

  it('a mutation settles only once the reads on screen hold the new answer', async () => {
    serveCards(() => ok(CARD));
    const { client, key, stop } = await screenShowingRefundCard();
    const { mutationFn } = endpointMutation(bankInfo.add);
    await mutationFn(ADD, { client });
    expect(client.getQueryData(key)).toMatchObject({ bound: true });
    expect(reads).toBe(2);
    stop();
  });
});
