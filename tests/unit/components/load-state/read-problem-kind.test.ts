/** A detail read's failure, told apart as the driver must act on it (load-state ReadProblem). */
import { describe, expect, it } from 'vitest';
import { readProblemKind } from '@/components/load-state';
import { BusinessState } from '@/lib/contract/envelope';
import { ApiError } from '@/lib/http/errors';

const business = (state: number) =>
  new ApiError('business', 'server words', { status: 200, state });
const http = (status: number) => new ApiError('http', 'http words', { status });

describe('readProblemKind', () => {
  it('tells a missing record: HTTP 404 or the notFound state', () => {
    expect(readProblemKind(http(404))).toBe('notFound');
    expect(readProblemKind(business(BusinessState.notFound))).toBe('notFound');
  });

  it("tells another driver's record by its own state", () => {
    expect(readProblemKind(business(BusinessState.notYours))).toBe('notYours');
  });

  it('tells what the driver may not see: HTTP 403 or the forbidden state', () => {
    expect(readProblemKind(http(403))).toBe('forbidden');
    expect(readProblemKind(business(BusinessState.forbidden))).toBe('forbidden');
  });

  it('tells the network: no answer, a time-out or a gateway failing', () => {
    expect(readProblemKind(new ApiError('network', '网络错误'))).toBe('network');
    expect(readProblemKind(new ApiError('timeout', '接口调用超时'))).toBe('network');
    expect(readProblemKind(http(502))).toBe('network');
    expect(readProblemKind(http(504))).toBe('network');
  });

  it('leaves any other refusal or server error as failed (its words, no 重试)', () => {
    expect(readProblemKind(business(400))).toBe('failed');
    expect(readProblemKind(http(500))).toBe('failed');
    expect(readProblemKind(new Error('boom'))).toBe('failed');
    expect(readProblemKind(null)).toBe('failed');
  });
});
