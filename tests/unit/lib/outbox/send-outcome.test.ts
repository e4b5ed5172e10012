import { describe, expect, it } from 'vitest';
import { ApiError, CancelledError } from '@/lib/http/errors';
import { outcomeOf, rejectionOf } from '@/lib/outbox/send-outcome';

const http = (status: number) => new ApiError('http', `HTTP ${status}`, { status });

describe('rejectionOf', () => {
  it('gives up on a business refusal or a 4xx, with the message to show', () => {
    expect(rejectionOf(new ApiError('business', '不在装货地电子围栏内', { state: 3001 }))).toBe(
      '不在装货地电子围栏内',
    );
    expect(rejectionOf(http(400))).toBe('HTTP 400');
    expect(rejectionOf(http(404))).toBe('HTTP 404');
    expect(rejectionOf(http(409))).toBe('HTTP 409');
  });

  it('tries again after a network failure, a time-out, a 5xx, or a 4xx that means "not now"', () => {
    expect(rejectionOf(new ApiError('network', '网络异常'))).toBeNull();
    expect(rejectionOf(new ApiError('timeout', '请求超时'))).toBeNull();
    expect(rejectionOf(new ApiError('non-json', '服务异常', { status: 200 }))).toBeNull();
    expect(rejectionOf(new ApiError('system', '系统异常'))).toBeNull();
    for (const status of [500, 502, 503, 504, 401, 408, 425, 429]) {
      expect(rejectionOf(http(status))).toBeNull();
    }
    expect(rejectionOf(new CancelledError())).toBeNull();
    expect(rejectionOf(new Error('boom'))).toBeNull();
  });
});

describe('outcomeOf', () => {
  it('answers sent, a rejection, or throws the failure on', async () => {
    await expect(outcomeOf(async () => ({ ok: true }))).resolves.toBe('sent');
    await expect(
      outcomeOf(() => Promise.reject(new ApiError('business', '运单已取消'))),
    ).resolves.toEqual({ rejected: '运单已取消' });
    const down = new ApiError('network', '网络异常');
    await expect(outcomeOf(() => Promise.reject(down))).rejects.toBe(down);
  });
});
