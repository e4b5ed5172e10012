import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from '@/lib/bridge/bridge';
import { BridgeError, isBridgeError } from '@/lib/bridge/bridge-error';
import { BRIDGE_ERROR_MESSAGES } from '@/lib/bridge/messages';
import {
  BRIDGE_CALL_TIMEOUT_MS,
  BRIDGE_INTERACTIVE_TIMEOUT_MS,
  BRIDGE_MAX_PAYLOAD_CHARS,
  type BridgeErrorCode,
} from '@/lib/bridge/protocol';
import { createFakeHost, createFakeNative, flush, rejection } from './support';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function connected(callTimeoutMs?: number) {
  const native = createFakeNative();
  const host = createFakeHost({ WebViewJavascriptBridge: native.bridge });
  const client = createBridge(
    callTimeoutMs === undefined ? { target: host } : { target: host, callTimeoutMs },
  );
  return { native, client };
}

async function errorOf(promise: Promise<unknown>): Promise<BridgeError> {
  const error = await rejection(promise);
  expect(isBridgeError(error)).toBe(true);
  return error as BridgeError;
}

/** True while the promise is still pending (after letting queued callbacks run). */
async function pending(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await flush();
  return !settled;
}

describe('bridge calls', () => {
  it('sends the envelope with a fresh correlation id each time', () => {
    const { native, client } = connected();
    void client.call('phoneCall', { phone: '13800138000' });
    void client.call('phoneCall', { phone: '13800138001' });
    const [first, second] = native.calls;
    expect(first!.name).toBe('phoneCall');
    expect(first!.request).toEqual({
      v: 1,
      id: expect.any(String),
      method: 'phoneCall',
      params: { phone: '13800138000' },
    });
    expect(first!.request.id).not.toBe(second!.request.id);
  });

  it('times a lost callback out after 15 s for ordinary calls', async () => {
    const { client } = connected();
    const call = client.call('getDeviceId', {});
    vi.advanceTimersByTime(BRIDGE_CALL_TIMEOUT_MS - 1);
    expect(await pending(call)).toBe(true);
    vi.advanceTimersByTime(1);
    const error = await errorOf(call);
    expect(error.code).toBe('timeout');
    expect(error.method).toBe('getDeviceId');
    expect(error.message).toBe('操作超时，请重试');
  });

  it('waits 10 minutes for calls that wait on the driver', async () => {
    const { client } = connected();
    const call = client.call('chooseImage', { source: 'camera', count: 1 });
    vi.advanceTimersByTime(BRIDGE_CALL_TIMEOUT_MS * 2);
    expect(await pending(call)).toBe(true);
    vi.advanceTimersByTime(BRIDGE_INTERACTIVE_TIMEOUT_MS - BRIDGE_CALL_TIMEOUT_MS * 2);
    expect((await errorOf(call)).code).toBe('timeout');
  });

  it('uses the time-out given with the call, then the client default', async () => {
    const { client } = connected(2_000);
    const custom = client.call('getDeviceId', {}, { timeoutMs: 500 });
    const byDefault = client.call('getBrand', {});
    vi.advanceTimersByTime(500);
    expect((await errorOf(custom)).code).toBe('timeout');
    expect(await pending(byDefault)).toBe(true);
    vi.advanceTimersByTime(1_500);
    expect((await errorOf(byDefault)).code).toBe('timeout');
  });

  it('settles once: duplicate and late callbacks are ignored', async () => {
    const { native, client } = connected();
    const first = client.call('getDeviceId', {});
    native.ok(native.calls[0]!, { deviceId: 'one' });
    native.ok(native.calls[0]!, { deviceId: 'two' });
    await expect(first).resolves.toEqual({ deviceId: 'one' });

    const late = client.call('getBrand', {});
    vi.advanceTimersByTime(BRIDGE_CALL_TIMEOUT_MS);
    expect((await errorOf(late)).code).toBe('timeout');
    expect(() => native.ok(native.calls[1]!, { brand: 'x', model: 'y' })).not.toThrow();
  });

  it('ignores an answer carrying another call id', async () => {
    const { native, client } = connected();
    const call = client.call('getDeviceId', {});
    const sent = native.calls[0]!;
    sent.respond({ id: 'someone-else', ok: true, code: 'ok', data: { deviceId: 'wrong' } });
    expect(await pending(call)).toBe(true);
    native.ok(sent, { deviceId: 'right' });
    await expect(call).resolves.toEqual({ deviceId: 'right' });
  });

  it('accepts answers as JSON strings', async () => {
    const { native, client } = connected();
    const good = client.call('getDeviceId', {});
    const bad = client.call('getBrand', {});
    const [first, second] = native.calls;
    first!.respond(
      JSON.stringify({ id: first!.request.id, ok: true, code: 'ok', data: { deviceId: 'j' } }),
    );
    second!.respond(
      JSON.stringify({ id: second!.request.id, ok: false, code: 'denied', error: 'no' }),
    );
    await expect(good).resolves.toEqual({ deviceId: 'j' });
    expect((await errorOf(bad)).code).toBe('denied');
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an object', 42],
    ['no id', { ok: true, code: 'ok', data: null }],
    ['no ok flag', 'ID'],
  ])('fails a malformed answer (%s)', async (_case, answer) => {
    const { native, client } = connected();
    const call = client.call('getDeviceId', {});
    const sent = native.calls[0]!;
    sent.respond(answer === 'ID' ? { id: sent.request.id, code: 'ok' } : answer);
    const error = await errorOf(call);
    expect(error.code).toBe('failed');
    expect(error.message).toBe('操作失败，请重试');
  });

  it('refuses too large params without calling native', async () => {
    const { native, client } = connected();
    const text = 'x'.repeat(BRIDGE_MAX_PAYLOAD_CHARS);
    const error = await errorOf(client.call('copyText', { text }));
    expect(error.code).toBe('too_large');
    expect(error.message).toBe('数据过大，已拒绝');
    expect(native.callHandler).not.toHaveBeenCalled();
    // Just under the limit still goes.
    void client.call('copyText', { text: 'x'.repeat(BRIDGE_MAX_PAYLOAD_CHARS - 20) });
    expect(native.callHandler).toHaveBeenCalledTimes(1);
  });

  it('refuses too large answers, as string or object', async () => {
    const { native, client } = connected();
    const asString = client.call('getDeviceId', {});
    const asObject = client.call('getBrand', {});
    const [first, second] = native.calls;
    const huge = 'y'.repeat(BRIDGE_MAX_PAYLOAD_CHARS);
    first!.respond(
      JSON.stringify({ id: first!.request.id, ok: true, code: 'ok', data: { deviceId: huge } }),
    );
    native.ok(second!, { brand: huge, model: '' });
    expect((await errorOf(asString)).code).toBe('too_large');
    expect((await errorOf(asObject)).code).toBe('too_large');
  });

  it.each<[BridgeErrorCode, string]>([
    ['cancelled', '已取消'],
    ['denied', '权限未开启'],
    ['unsupported', '当前App版本不支持此功能，请升级App'],
    ['bad_params', '参数错误，请重试'],
    ['failed', '操作失败，请重试'],
    ['timeout', '操作超时，请重试'],
  ])('maps native %s to a BridgeError with its Chinese message', async (code, message) => {
    const { native, client } = connected();
    const call = client.call('requestPermission', { kind: 'camera' });
    native.fail(native.calls[0]!, code, 'camera denied by user');
    const error = await errorOf(call);
    expect(error).toBeInstanceOf(BridgeError);
    expect(error.code).toBe(code);
    expect(error.method).toBe('requestPermission');
    expect(error.message).toBe(message);
    expect(error.detail).toBe('camera denied by user');
    expect(message).toBe(BRIDGE_ERROR_MESSAGES[code]);
  });

  it('shows a Chinese native failure text as it is', async () => {
    const { native, client } = connected();
    const call = client.call('downloadFile', { url: 'https://x/a.pdf', fileName: 'a.pdf' });
    native.fail(native.calls[0]!, 'failed', '存储空间不足');
    const error = await errorOf(call);
    expect(error.message).toBe('存储空间不足');
    expect(error.detail).toBe('存储空间不足');
  });

  it('treats an unknown error code as failed', async () => {
    const { native, client } = connected();
    const call = client.call('getDeviceId', {});
    native.fail(native.calls[0]!, 'exploded', 'boom');
    const error = await errorOf(call);
    expect(error.code).toBe('failed');
    expect(error.detail).toBe('boom');
  });

  it('fails when callHandler throws', async () => {
    const { native, client } = connected();
    native.callHandler.mockImplementationOnce(() => {
      throw new Error('bridge gone');
    });
    const error = await errorOf(client.call('getDeviceId', {}));
    expect(error.code).toBe('failed');
    expect(error.detail).toContain('bridge gone');
  });

  it('answers null for a success without data', async () => {
    const { native, client } = connected();
    const call = client.call('closeApp', {});
    native.calls[0]!.respond({ id: native.calls[0]!.request.id, ok: true, code: 'ok' });
    await expect(call).resolves.toBeNull();
  });

  it('recognises bridge errors, also from another realm', () => {
    expect(isBridgeError(new BridgeError('cancelled', 'pay'))).toBe(true);
    expect(isBridgeError({ name: 'BridgeError', code: 'failed', method: 'pay' })).toBe(true);
    expect(isBridgeError(new Error('x'))).toBe(false);
    expect(isBridgeError(null)).toBe(false);
  });
});
