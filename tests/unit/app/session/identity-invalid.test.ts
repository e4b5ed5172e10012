import { describe, expect, it } from 'vitest';
import { isIdentityInvalid } from '@/app/session/identity-invalid';
import { ApiError } from '@/lib/http/errors';

describe('guard: which failures mean the identity is invalid (§4)', () => {
  it.each([
    new ApiError('http', '服务器错误', { status: 500 }),
    new ApiError('business', '登录已失效', { state: 505001 }),
    new ApiError('business', '身份无效', { state: 503500 }),
  ])('%s → toast and the 登录过期 dialog', (err) => {
    expect(isIdentityInvalid(err)).toBe(true);
  });

  it.each([
    new ApiError('http', '未授权', { status: 401 }),
    new ApiError('http', '网关错误', { status: 502 }),
    new ApiError('network', '网络异常'),
    new ApiError('business', '其他', { state: 500 }),
    new Error('boom'),
    null,
  ])('%s → straight to login', (err) => {
    expect(isIdentityInvalid(err)).toBe(false);
  });
});
