import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from '@/lib/bridge/bridge';
import { isBridgeError, type BridgeError } from '@/lib/bridge/bridge-error';
import type { BridgeHost } from '@/lib/bridge/host';
import { BRIDGE_READY_TIMEOUT_MS } from '@/lib/bridge/protocol';
import { DEVICE_ID_STORAGE_KEY } from '@/lib/bridge/device-id';
import { createMemoryStorage } from '@/lib/storage/browser-storage';
import { createFakeHost, flush, rejection, type FakeHost } from './support';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function webClient(extra: Partial<BridgeHost> = {}, documentExtra = {}) {
  const host = createFakeHost(extra, documentExtra);
  const client = createBridge({ target: host });
  const ready = client.ready();
  vi.advanceTimersByTime(BRIDGE_READY_TIMEOUT_MS);
  expect(await ready).toBe('web');
  return { host, client };
}

async function errorOf(promise: Promise<unknown>): Promise<BridgeError> {
  const error = await rejection(promise);
  expect(isBridgeError(error)).toBe(true);
  return error as BridgeError;
}

const navigatorWith = (parts: Record<string, unknown>) => parts as unknown as Navigator;

describe('web fallback: app-only methods', () => {
  it.each([
    ['pay', { wallet: 'wechat', orderInfo: 'o', orderNo: 'n' }, '请在司机端App中完成支付'],
    [
      'regulatory',
      {
        action: 'start',
        waybill: {
          shippingNoteNumber: 'S1',
          serialNumber: '0000',
          startCountrySubdivisionCode: '310000',
          endCountrySubdivisionCode: '320000',
        },
      },
      '请在司机端App中上传定位',
    ],
    ['isApp', {}, '请在司机端App中使用此功能'],
    [
      'openMap',
      { latitude: 1, longitude: 2, name: 'x', mode: 'truck' },
      '请在司机端App中使用此功能',
    ],
  ])('%s fails unavailable with a clear message', async (method, params, message) => {
    const { client } = await webClient();
    const error = await errorOf(client.call(method as 'pay', params as never));
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe(message);
  });
});

describe('web fallback: copy and share', () => {
  it('copies with the Clipboard API', async () => {
    const writeText = vi.fn(async () => undefined);
    const { client } = await webClient({ navigator: navigatorWith({ clipboard: { writeText } }) });
    await expect(client.call('copyText', { text: 'WB123' })).resolves.toBeNull();
    expect(writeText).toHaveBeenCalledWith('WB123');
  });

  it('falls back to execCommand when the Clipboard API refuses', async () => {
    const writeText = vi.fn(async () => Promise.reject(new Error('NotAllowed')));
    const execCommand = vi.fn(() => true);
    const { client, host } = await webClient(
      { navigator: navigatorWith({ clipboard: { writeText } }) },
      { execCommand },
    );
    await expect(client.call('copyText', { text: 'WB123' })).resolves.toBeNull();
    expect(execCommand).toHaveBeenCalledWith('copy');
    const area = host.created.find((element) => element.tagName === 'textarea')!;
    expect(area.value).toBe('WB123');
    expect(area.remove).toHaveBeenCalled();
  });

  it('says 该设备不支持复制 when nothing can copy', async () => {
    const { client } = await webClient({}, { execCommand: () => false });
    const error = await errorOf(client.call('copyText', { text: 'x' }));
    expect(error.code).toBe('failed');
    expect(error.message).toBe('该设备不支持复制');
  });

  it('shares with the Web Share API; dismissing it is a cancel', async () => {
    const share = vi.fn(async () => undefined);
    const { client } = await webClient({ navigator: navigatorWith({ share }) });
    await expect(client.call('share', { title: '运单', url: 'https://x/1' })).resolves.toEqual({
      shared: true,
    });
    expect(share).toHaveBeenCalledWith({ title: '运单', url: 'https://x/1' });
    share.mockRejectedValueOnce(Object.assign(new Error('dismissed'), { name: 'AbortError' }));
    expect((await errorOf(client.call('share', { title: 't' }))).code).toBe('cancelled');
  });

  it('cannot share without the Web Share API', async () => {
    const { client } = await webClient();
    const error = await errorOf(client.call('share', { title: 't' }));
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe('当前浏览器不支持分享');
  });
});

describe('web fallback: device', () => {
  it('keeps one device id under driver_device_id', async () => {
    const storage = createMemoryStorage();
    const { client } = await webClient({ localStorage: storage });
    const first = await client.call('getDeviceId', {});
    expect(first.deviceId).not.toBe('');
    expect(storage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(first.deviceId);
    await expect(client.call('getDeviceId', {})).resolves.toEqual(first);
  });

  it('reuses the id the app stored before the bridge existed', async () => {
    const storage = createMemoryStorage();
    storage.setItem('driver_device_id', 'h5-old-id');
    const { client } = await webClient({ localStorage: storage });
    await expect(client.call('getDeviceId', {})).resolves.toEqual({ deviceId: 'h5-old-id' });
  });

  it('reports the unknown brand, no version, and the platform from the user agent', async () => {
    const { client } = await webClient({
      navigator: navigatorWith({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' }),
    });
    await expect(client.call('getBrand', {})).resolves.toEqual({ brand: 'unkown', model: '' });
    await expect(client.call('getAppVersion', {})).resolves.toEqual({
      version: '',
      platform: 'ios',
    });
    await expect(client.call('getEventRecords', {})).resolves.toEqual({ records: [] });
  });
});

describe('web fallback: links', () => {
  it('dials with tel:', async () => {
    const location = { href: 'https://driver.example/' };
    const { client } = await webClient({ location });
    await client.call('phoneCall', { phone: '400-800 1234' });
    expect(location.href).toBe('tel:4008001234');
    expect((await errorOf(client.call('phoneCall', { phone: 'abc' }))).code).toBe('bad_params');
  });

  it('opens web links in a new window and refuses anything else', async () => {
    const open = vi.fn(() => ({}));
    const { client } = await webClient({ open, location: { href: 'https://driver.example/a' } });
    await client.call('openBrowser', { url: '/help' });
    expect(open).toHaveBeenCalledWith('https://driver.example/help', '_blank');
    const error = await errorOf(client.call('openBrowser', { url: 'javascript:alert(1)' }));
    expect(error.code).toBe('bad_params');
    expect(open).toHaveBeenCalledTimes(1);
    open.mockReturnValueOnce(null as never);
    const blocked = await errorOf(client.call('downloadApp', { url: 'https://x/app.apk' }));
    expect(blocked.code).toBe('failed');
  });
});

describe('web fallback: location', () => {
  const position = (speedMs: number, time: number) => ({
    coords: { longitude: 121.5, latitude: 31.2, accuracy: 8, speed: speedMs, heading: null },
    timestamp: time,
  });

  it('answers a fix in the protocol units', async () => {
    const geolocation = {
      getCurrentPosition: vi.fn(
        (success: (p: unknown) => void, _failure: unknown, _options: PositionOptions) =>
          success(position(10, 1000)),
      ),
    };
    const { client } = await webClient({ navigator: navigatorWith({ geolocation }) });
    await expect(client.call('getLocation', { highAccuracy: true })).resolves.toEqual({
      longitude: 121.5,
      latitude: 31.2,
      accuracy: 8,
      speed: 36,
      heading: 0,
      time: 1000,
    });
    expect(geolocation.getCurrentPosition.mock.calls[0]![2]).toMatchObject({
      enableHighAccuracy: true,
    });
  });

  it('maps a refused permission to denied', async () => {
    const geolocation = {
      getCurrentPosition: (_: unknown, failure: (e: unknown) => void) =>
        failure({ code: 1, message: 'User denied Geolocation' }),
    };
    const { client } = await webClient({ navigator: navigatorWith({ geolocation }) });
    const error = await errorOf(client.call('getLocation', {}));
    expect(error.code).toBe('denied');
    expect(error.message).toBe('权限未开启');
  });

  it('emits location events for a watch, one per interval, until cleared', async () => {
    let report: (p: unknown) => void = () => undefined;
    const geolocation = {
      watchPosition: vi.fn((success: (p: unknown) => void) => {
        report = success;
        return 7;
      }),
      clearWatch: vi.fn(),
    };
    const { client } = await webClient({ navigator: navigatorWith({ geolocation }) });
    const fixes = vi.fn();
    client.on('location', fixes);
    const { watchId } = await client.call('watchLocation', { intervalMs: 60_000 });
    const start = 1_714_521_600_000;
    report(position(0, start));
    report(position(0, start + 30_000));
    report(position(0, start + 60_000));
    expect(fixes).toHaveBeenCalledTimes(2);
    expect(fixes.mock.calls[1]![0]).toMatchObject({ watchId, time: start + 60_000 });
    await client.call('clearWatch', { watchId });
    expect(geolocation.clearWatch).toHaveBeenCalledWith(7);
  });

  it('reads the location permission; the camera is asked by the file input itself', async () => {
    const query = vi.fn(async () => ({ state: 'denied' }));
    const { client } = await webClient({
      navigator: navigatorWith({ geolocation: {}, permissions: { query } }),
    });
    await expect(client.call('checkPermission', { kind: 'location' })).resolves.toEqual({
      state: 'denied',
    });
    expect(query).toHaveBeenCalledWith({ name: 'geolocation' });
    await expect(client.call('requestPermission', { kind: 'camera' })).resolves.toEqual({
      state: 'granted',
    });
  });
});

describe('web fallback: images', () => {
  const photo = () => new File(['jpeg bytes'], 'truck.jpg', { type: 'image/jpeg' });

  function picker(host: FakeHost) {
    const input = host.created.find((element) => element.tagName === 'input')!;
    return {
      input,
      choose(files: File[]) {
        input.files = files;
        input.dispatchEvent(new Event('change'));
      },
      cancel: () => input.dispatchEvent(new Event('cancel')),
    };
  }

  it('takes a photo through a camera file input and keeps it under a ref', async () => {
    const { client, host } = await webClient({ URL });
    const call = client.call('chooseImage', { source: 'camera', count: 1 });
    await flush();
    const { input, choose } = picker(host);
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(input.attributes.get('capture')).toBe('environment');
    expect(input.click).toHaveBeenCalled();
    choose([photo()]);
    const { files } = await call;
    expect(files).toEqual([
      expect.objectContaining({ name: 'truck.jpg', type: 'image/jpeg', size: 10 }),
    ]);
    expect(files[0]!.ref).not.toBe('');
    expect(files[0]!.previewUrl).toMatch(/^blob:/);
    expect(input.remove).toHaveBeenCalled();
  });

  it('picks from the album without capture, at most count files', async () => {
    const { client, host } = await webClient({ URL });
    const call = client.call('pickPhoto', { count: 2 });
    await flush();
    const { input, choose } = picker(host);
    expect(input.attributes.has('capture')).toBe(false);
    expect(input.multiple).toBe(true);
    choose([photo(), photo(), photo()]);
    expect((await call).files).toHaveLength(2);
  });

  it('is cancelled when the driver closes the picker', async () => {
    const { client, host } = await webClient();
    const call = client.call('chooseImage', { source: 'album', count: 1 });
    await flush();
    picker(host).cancel();
    const error = await errorOf(call);
    expect(error.code).toBe('cancelled');
    expect(error.message).toBe('已取消');
  });

  it('is cancelled when focus comes back without a choice', async () => {
    const { client, host } = await webClient();
    const call = client.call('chooseImage', { source: 'album', count: 1 });
    await flush();
    host.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(2_000);
    expect((await errorOf(call)).code).toBe('cancelled');
  });

  it('uploads a chosen image with the watermark fields and reads the envelope', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({
        success: true,
        data: { fullFilePath: 'https://cdn/x.jpg', fullFileWatermarkPath: 'https://cdn/x-w.jpg' },
      }),
    );
    const { client, host } = await webClient({
      URL,
      FormData,
      fetch: fetch as typeof globalThis.fetch,
    });
    const chosen = client.call('chooseImage', { source: 'camera', count: 1 });
    await flush();
    picker(host).choose([photo()]);
    const [file] = (await chosen).files;
    const result = await client.call('uploadImage', {
      ref: file!.ref,
      url: 'https://api/pbc/upload/multipartFile/watermarkFile',
      headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
      watermark: { lines: ['张三 13800138000', '上海市', '2024-05-01 08:00:00'], position: 2 },
    });
    expect(result).toEqual({
      fullFilePath: 'https://cdn/x.jpg',
      fullFileWatermarkPath: 'https://cdn/x-w.jpg',
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api/pbc/upload/multipartFile/watermarkFile');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Authorization: 'Bearer t' });
    const form = init.body as FormData;
    expect((form.get('multipartFile') as File).name).toBe('truck.jpg');
    expect(form.getAll('content')).toEqual(['张三 13800138000', '上海市', '2024-05-01 08:00:00']);
    expect(form.get('position')).toBe('2');
  });

  it('fails an upload with the server message, or the §8 upload message', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ errcode: 500, msg: '文件格式不支持' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { client, host } = await webClient({ URL, FormData, fetch });
    const chosen = client.call('pickPhoto', { count: 1 });
    await flush();
    picker(host).choose([photo()]);
    const [file] = (await chosen).files;
    const params = { ref: file!.ref, url: 'https://api/up', headers: {} };
    expect((await errorOf(client.call('uploadImage', params))).message).toBe('文件格式不支持');
    const network = await errorOf(client.call('uploadImage', params));
    expect(network.code).toBe('failed');
    expect(network.message).toBe('图片上传失败，请重试');
  });

  it('refuses an unknown ref', async () => {
    const { client } = await webClient({ URL, FormData, fetch: vi.fn() });
    const error = await errorOf(
      client.call('uploadImage', { ref: 'nope', url: 'https://api/up', headers: {} }),
    );
    expect(error.code).toBe('bad_params');
    expect(error.message).toBe('图片已失效，请重新选择');
  });
});

describe('web fallback: QR codes', () => {
  it('is unavailable without a BarcodeDetector', async () => {
    const { client } = await webClient();
    expect((await errorOf(client.call('scanQr', { source: 'album' }))).code).toBe('unavailable');
  });

  it('decodes a chosen image with the BarcodeDetector', async () => {
    const detect = vi.fn(async () => [{ rawValue: 'WB-2024-0001' }]);
    const BarcodeDetector = vi.fn(function (this: unknown) {
      return { detect };
    }) as unknown as BridgeHost['BarcodeDetector'];
    const { client, host } = await webClient({ BarcodeDetector });
    const call = client.call('scanQr', { source: 'album' });
    await flush();
    const input = host.created.find((element) => element.tagName === 'input')!;
    input.files = [new File(['png'], 'qr.png', { type: 'image/png' })];
    input.dispatchEvent(new Event('change'));
    await expect(call).resolves.toEqual({ text: 'WB-2024-0001' });
    detect.mockResolvedValueOnce([]);
    const none = client.call('scanQr', { source: 'album' });
    await flush();
    const next = host.created.filter((element) => element.tagName === 'input').at(-1)!;
    next.files = [new File(['png'], 'blank.png', { type: 'image/png' })];
    next.dispatchEvent(new Event('change'));
    expect((await errorOf(none)).message).toBe('未识别到二维码');
  });
});
