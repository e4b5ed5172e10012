import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { account } from '@/lib/contract/account/auth';
import { agreement } from '@/lib/contract/me/agreement';
import { endpointKey, endpointMutation, endpointQuery } from '@/lib/query/endpoint-query';

const call = vi.hoisted(() =>
  vi.fn(async (_ep: unknown, payload: unknown, _options?: unknown) => ({ echo: payload })),
);
vi.mock('@/lib/http/client', () => ({ http: { call } }));

describe('query options from the contract', () => {
  beforeEach(() => call.mockClear());

  it('keys a read by the endpoint path and its payload', () => {
    const options = endpointQuery(agreement.getAgreementInfoByType, { type: 'privacy' });
    expect(options.queryKey).toEqual([agreement.getAgreementInfoByType.path, { type: 'privacy' }]);
    expect(endpointKey(account.getUserDetail)).toEqual([account.getUserDetail.path]);
  });

  it('two payloads of one endpoint are two cache entries; one payload is one', async () => {
    const client = new QueryClient();
    const user = endpointQuery(agreement.getAgreementInfoByType, { type: 'user' });
    const privacy = endpointQuery(agreement.getAgreementInfoByType, { type: 'privacy' });
    await client.fetchQuery(user);
    await client.fetchQuery(privacy);
    await client.ensureQueryData(endpointQuery(agreement.getAgreementInfoByType, { type: 'user' }));
    expect(call).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(privacy.queryKey)).toEqual({ echo: { type: 'privacy' } });
    await client.invalidateQueries({ queryKey: endpointKey(agreement.getAgreementInfoByType) });
    expect(client.getQueryState(user.queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(privacy.queryKey)?.isInvalidated).toBe(true);
  });

  it('passes the call options and the abort signal to the client', async () => {
    const client = new QueryClient();
    await client.fetchQuery(endpointQuery(account.getUserDetail, {}, { ignoreErrors: true }));
    const options = call.mock.calls[0]![2] as { ignoreErrors: boolean; signal: AbortSignal };
    expect(options.ignoreErrors).toBe(true);
    expect(options.signal).toBeInstanceOf(AbortSignal);
  });

  it('a write sends its payload once per call, keyed by the endpoint', async () => {
    const mutation = endpointMutation(account.resetPassword);
    expect(mutation.mutationKey).toEqual([account.resetPassword.path]);
    await mutation.mutationFn({ mobile: '13800000000', code: '123456', password: 'Abc12345' });
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![0]).toBe(account.resetPassword);
  });
});
