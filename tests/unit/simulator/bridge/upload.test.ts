import { describe, expect, it, vi } from 'vitest';
import { createSandbox } from '@sim/sandbox/sandbox';
import { makeNative, ok, req, sampleBytes } from './helpers';

const WATERMARK_URL = '/api/mdc/pbc/upload/multipartFile/watermarkFile';
const FILE_URL = '/api/mdc/pbc/upload/multipartFile/file';

function envelope(data: unknown, success = true, msg = '成功') {
  return new Response(JSON.stringify({ success, state: success ? 200 : 400, msg, data }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

async function pickReceipt(native: ReturnType<typeof makeNative>): Promise<string> {
  native.controls.camera.next('receipt');
  const { files } = await ok(native, 'chooseImage', { source: 'camera', count: 1 });
  return files[0].ref;
}

describe('uploadImage', () => {
  it('POSTs the bytes as multipart with repeated content lines and position', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      envelope({ fullFilePath: '/f/1.png', fullFileWatermarkPath: '/f/1-wm.png' }),
    );
    const native = makeNative({ fetch: fetch as typeof globalThis.fetch });
    const ref = await pickReceipt(native);
    const lines = ['张三 13800000002', '北京市东城区', '2025-01-15 09:30:00'];
    const result = await ok(native, 'uploadImage', {
      ref,
      url: WATERMARK_URL,
      headers: { Authorization: 'Bearer abc', 'Content-Type': 'application/json' },
      watermark: { lines, position: 2 },
    });
    expect(result).toEqual({ fullFilePath: '/f/1.png', fullFileWatermarkPath: '/f/1-wm.png' });
    const [input, init] = fetch.mock.calls[0];
    expect(String(input)).toBe(`http://sim.test${WATERMARK_URL}`);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ Authorization: 'Bearer abc' });
    const form = init?.body as FormData;
    expect(form.getAll('content')).toEqual(lines);
    expect(form.get('position')).toBe('2');
    const file = form.get('multipartFile') as File;
    expect(file.size).toBe(sampleBytes('receipt').length);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(sampleBytes('receipt'));
    expect(native.records).toMatchObject([{ kind: 'uploadImage', outcome: result }]);
  });

  it('without a watermark sends no content lines and answers a null watermark path', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      envelope({ fullFilePath: '/f/2.png' }),
    );
    const native = makeNative({ fetch: fetch as typeof globalThis.fetch });
    const ref = await pickReceipt(native);
    expect(await ok(native, 'uploadImage', { ref, url: FILE_URL, headers: {} })).toEqual({
      fullFilePath: '/f/2.png',
      fullFileWatermarkPath: null,
    });
    const form = fetch.mock.calls[0][1]?.body as FormData;
    expect(form.getAll('content')).toEqual([]);
    expect(form.has('position')).toBe(false);
  });

  it('an envelope failure answers failed with its msg; unknown refs answer bad_params', async () => {
    const fetch = vi.fn(async () => envelope(null, false, '请上传正确图片格式'));
    const native = makeNative({ fetch: fetch as unknown as typeof globalThis.fetch });
    const ref = await pickReceipt(native);
    expect(
      await native.handle(req('uploadImage', { ref, url: FILE_URL, headers: {} })),
    ).toMatchObject({
      ok: false,
      code: 'failed',
      error: '请上传正确图片格式',
    });
    expect(
      await native.handle(req('uploadImage', { ref: 'nope', url: FILE_URL, headers: {} })),
    ).toMatchObject({ ok: false, code: 'bad_params', error: '文件不存在或已失效' });
  });

  it('HTTP errors and network errors answer failed', async () => {
    const native = makeNative({
      fetch: (async () => new Response('<html>502</html>', { status: 502 })) as typeof fetch,
    });
    const ref = await pickReceipt(native);
    expect(
      await native.handle(req('uploadImage', { ref, url: FILE_URL, headers: {} })),
    ).toMatchObject({
      ok: false,
      code: 'failed',
      error: '图片上传失败（HTTP 502）',
    });
    const offline = makeNative({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    const ref2 = await pickReceipt(offline);
    expect(
      await offline.handle(req('uploadImage', { ref: ref2, url: FILE_URL, headers: {} })),
    ).toMatchObject({
      ok: false,
      code: 'failed',
    });
  });

  it("the panel's upload 'fail' answers failed without sending", async () => {
    const fetch = vi.fn();
    const native = makeNative({ fetch: fetch as typeof globalThis.fetch });
    const ref = await pickReceipt(native);
    native.controls.upload.respond('fail');
    expect(
      await native.handle(req('uploadImage', { ref, url: FILE_URL, headers: {} })),
    ).toMatchObject({
      ok: false,
      code: 'failed',
      error: '图片上传失败',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uploads into the sandbox platform server with the watermark lines', async () => {
    const sb = createSandbox({ seed: 7, log: () => {} });
    const { at } = sb.control.quickLogin('13800000002');
    const native = makeNative({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
        sb.handle(new Request(input, init))) as typeof fetch,
    });
    const ref = await pickReceipt(native);
    const lines = ['李四 13800000002', '天津港', '2025-01-15 10:00:00'];
    const result = await ok(native, 'uploadImage', {
      ref,
      url: WATERMARK_URL,
      headers: { Authorization: `Bearer ${at}` },
      watermark: { lines, position: 2 },
    });
    expect(result.fullFilePath).toMatch(/^\/__sandbox\/files\//);
    expect(result.fullFileWatermarkPath).toMatch(/-wm\./);
    const [stored] = sb.control.uploads();
    expect(stored).toMatchObject({
      content: lines,
      position: 2,
      size: sampleBytes('receipt').length,
    });
  });
});
