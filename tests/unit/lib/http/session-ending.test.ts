/** isSessionEnding: the errors screens skip because the client is logging the driver out. */
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, CancelledError } from '@/lib/http/errors';
import { isSessionEnding, markSessionEnded } from '@/lib/http/session-ending';
import { tokens } from '@/lib/http/tokens';
import { freshClient, jwt, type RecordedHooks } from './support';

let hooks: RecordedHooks;

beforeEach(() => {
  hooks = freshClient();
});

describe('isSessionEnding', () => {
  it.each([
    ['HTTP 401', new ApiError('http', '未授权，请重新登录', { status: 401 })],
    ['state 505001', new ApiError('business', '登录过期', { status: 200, state: 505001 })],
    ['state 10000000003', new ApiError('business', 'token无效', { state: 10000000003 })],
    [
      '505001 on an HTTP error',
      new ApiError('http', '服务器内部错误', { status: 500, state: 505001 }),
    ],
  ])('%s → true', (_name, err) => {
    expect(isSessionEnding(err)).toBe(true);
  });

  it.each([
    ['HTTP 500', new ApiError('http', '服务器内部错误', { status: 500 })],
    ['HTTP 403', new ApiError('http', '拒绝访问', { status: 403 })],
    ['a failed state', new ApiError('business', '验证码错误', { state: 503100 })],
    ['state 10000000002', new ApiError('business', 'token过期', { state: 10000000002 })],
    ['state 10000000006', new ApiError('business', 'sign', { state: 10000000006 })],
    ['a time-out', new ApiError('timeout', '接口请求超时')],
    ['a network error', new ApiError('network', '网络异常，请检查网络连接')],
    [
      'a 401 state in a business answer',
      new ApiError('business', 'x', { status: 200, state: 401 }),
    ],
    ['a cancellation', new CancelledError()],
    ['a plain Error', new Error('401')],
    ['a plain object', { kind: 'http', status: 401 }],
    ['null', null],
  ])('%s → false', (_name, err) => {
    expect(isSessionEnding(err)).toBe(false);
  });

  it('is true for an error the client ended the session on (a failed refresh), and only that one', () => {
    const refreshFailure = new ApiError('business', '刷新令牌已失效', { state: 503001 });
    const sameState = new ApiError('business', '刷新令牌已失效', { state: 503001 });
    markSessionEnded(refreshFailure);
    expect(isSessionEnding(refreshFailure)).toBe(true);
    expect(isSessionEnding(sameState)).toBe(false);
  });

  it('has no side effects: no logout, no dialog, the tokens stay', () => {
    const pair = { at: jwt(3600), rt: jwt(86_400) };
    tokens.save(pair, false);
    expect(isSessionEnding(new ApiError('http', 'x', { status: 401 }))).toBe(true);
    expect(isSessionEnding(new ApiError('business', 'x', { state: 505001 }))).toBe(true);
    expect(hooks.logout).not.toHaveBeenCalled();
    expect(hooks.loginExpired).not.toHaveBeenCalled();
    expect(tokens.getAccess()).toBe(pair.at);
    expect(tokens.getRefresh()).toBe(pair.rt);
  });
});
