import { describe, expect, it } from 'vitest';
import { BRIDGE_METHODS } from '@/lib/bridge/protocol';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { samplePreviewUrl } from '@sim/bridge/samples';
import { fail, makeNative, ok, req } from './helpers';

describe('device', () => {
  it('reports the default Android device', async () => {
    const native = makeNative();
    expect(await ok(native, 'isApp', {})).toEqual({ isApp: true, platform: 'android' });
    expect(await ok(native, 'getDeviceId', {})).toEqual({ deviceId: 'SIM-ANDROID-0001' });
    expect(await ok(native, 'getAppVersion', {})).toEqual({
      version: '1.3.0',
      platform: 'android',
    });
    expect(await ok(native, 'capabilities', {})).toEqual({
      protocol: 1,
      platform: 'android',
      appVersion: '1.3.0',
      methods: [...BRIDGE_METHODS],
    });
  });

  it('answers unsupported for methods the app lacks, including capabilities itself', async () => {
    const native = makeNative();
    native.controls.device.set({
      platform: 'ios',
      appVersion: '1.1.0',
      supportedMethods: ['isApp', 'getDeviceId'],
    });
    expect(await ok(native, 'isApp', {})).toEqual({ isApp: true, platform: 'ios' });
    expect(await fail(native, 'capabilities', {})).toEqual({
      code: 'unsupported',
      error: '当前App版本不支持此功能',
    });
    expect(
      (await fail(native, 'pay', { wallet: 'alipay', orderInfo: 'o', orderNo: 'n' })).code,
    ).toBe('unsupported');
  });

  it('names the photo picker photoPick on Android apps older than 1.2.9', async () => {
    const native = makeNative({ state: { device: { appVersion: '1.2.8' } } });
    const legacy = await native.handle(req('pickPhoto', { count: 1 }), {
      handlerName: 'photoPick',
    });
    expect(legacy).toMatchObject({ ok: true });
    expect((await fail(native, 'pickPhoto', { count: 1 })).code).toBe('unsupported');
    native.controls.device.set({ appVersion: '1.2.9' });
    expect(
      await native.handle(req('pickPhoto', { count: 1 }), { handlerName: 'photoPick' }),
    ).toMatchObject({ ok: false, code: 'unsupported' });
    expect(await native.handle(req('pickPhoto', { count: 1 }))).toMatchObject({ ok: true });
  });

  it('refuses unknown handler names', async () => {
    const res = await makeNative().handle(req('isApp', {}), { handlerName: 'launchRocket' });
    expect(res).toMatchObject({ ok: false, code: 'unsupported', error: '未注册的方法' });
  });
});

describe('camera and gallery', () => {
  it('returns a registered file ref of the default sample', async () => {
    const native = makeNative();
    const { files } = await ok(native, 'chooseImage', { source: 'camera', count: 1 });
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      type: 'image/png',
      width: 600,
      height: 400,
      previewUrl: samplePreviewUrl('truck'),
    });
    expect(files[0].ref).toMatch(/^sim-file-/);
    expect(files[0].size).toBeGreaterThan(1000);
    expect(files[0].previewUrl.startsWith('data:')).toBe(false);
  });

  it('consumes one-shot outcomes in order, then falls back to the default', async () => {
    const native = makeNative();
    native.controls.camera.next('receipt');
    native.controls.camera.next('cancel');
    native.controls.camera.next('fail');
    const first = await ok(native, 'chooseImage', { source: 'camera', count: 1 });
    expect(first.files[0].previewUrl).toBe(samplePreviewUrl('receipt'));
    expect(await fail(native, 'chooseImage', { source: 'camera', count: 1 })).toEqual({
      code: 'cancelled',
      error: '用户已取消',
    });
    expect(await fail(native, 'chooseImage', { source: 'camera', count: 1 })).toEqual({
      code: 'failed',
      error: '相机打开失败',
    });
    const back = await ok(native, 'chooseImage', { source: 'camera', count: 1 });
    expect(back.files[0].previewUrl).toBe(samplePreviewUrl('truck'));
  });

  it('album uses the gallery panel and returns up to pickCount files', async () => {
    const native = makeNative();
    native.controls.gallery.setDefault('idCard');
    native.controls.gallery.setPickCount(3);
    const many = await ok(native, 'chooseImage', { source: 'album', count: 2 });
    expect(many.files).toHaveLength(2);
    expect(new Set(many.files.map((f) => f.ref)).size).toBe(2);
    expect(many.files[0].previewUrl).toBe(samplePreviewUrl('idCard'));
    native.controls.gallery.next('cancel');
    expect((await fail(native, 'pickPhoto', { count: 1 })).code).toBe('cancelled');
  });

  it('camera needs camera permission; the album does not', async () => {
    const native = makeNative();
    native.controls.permissions.set('camera', 'denied');
    expect(await fail(native, 'chooseImage', { source: 'camera', count: 1 })).toEqual({
      code: 'denied',
      error: '相机权限未开启',
    });
    native.controls.permissions.set('camera', 'prompt');
    expect((await fail(native, 'chooseImage', { source: 'camera', count: 1 })).code).toBe('denied');
    expect(await ok(native, 'chooseImage', { source: 'album', count: 1 })).toBeTruthy();
  });

  it('rejects a count outside 1..9', async () => {
    expect((await fail(makeNative(), 'chooseImage', { source: 'album', count: 12 })).code).toBe(
      'bad_params',
    );
  });
});

describe('permissions', () => {
  it('prompt asks once with the configured answer, then sticks', async () => {
    const native = makeNative();
    native.controls.permissions.set('camera', 'prompt');
    native.controls.permissions.onPrompt('camera', 'deny');
    expect(await ok(native, 'checkPermission', { kind: 'camera' })).toEqual({ state: 'prompt' });
    expect(await ok(native, 'requestPermission', { kind: 'camera' })).toEqual({ state: 'denied' });
    native.controls.permissions.onPrompt('camera', 'grant');
    // Denied stays denied, like Android's "don't ask again".
    expect(await ok(native, 'requestPermission', { kind: 'camera' })).toEqual({ state: 'denied' });
    native.controls.permissions.set('location', 'prompt');
    expect(await ok(native, 'requestPermission', { kind: 'location' })).toEqual({
      state: 'granted',
    });
    expect(native.state.permissions.location.state).toBe('granted');
  });

  it('openSettings is recorded', async () => {
    const native = makeNative();
    await ok(native, 'openSettings', { kind: 'camera' });
    expect(native.records.map((r) => r.kind)).toEqual(['openSettings']);
  });
});

describe('scanQr', () => {
  it('text mode returns the configured text (default an existing H5 route)', async () => {
    const native = makeNative();
    expect(await ok(native, 'scanQr', { source: 'camera' })).toEqual({ text: '/i/about/aboutus' });
    native.controls.qr.text('https://example.com/x');
    expect(await ok(native, 'scanQr', { source: 'album' })).toEqual({
      text: 'https://example.com/x',
    });
  });

  it('cancel and fail', async () => {
    const native = makeNative();
    native.controls.qr.cancel();
    expect(await fail(native, 'scanQr', { source: 'camera' })).toEqual({
      code: 'cancelled',
      error: '用户取消扫码',
    });
    native.controls.qr.fail();
    expect(await fail(native, 'scanQr', { source: 'camera' })).toEqual({
      code: 'failed',
      error: '未识别到二维码',
    });
  });

  it('image mode decodes with the injected decoder; nothing found fails', async () => {
    const seen: string[] = [];
    const native = makeNative({
      decodeQr: async (name) => {
        seen.push(name);
        return name === 'qr' ? 'decoded!' : null;
      },
    });
    native.controls.qr.image('qr');
    expect(await ok(native, 'scanQr', { source: 'album' })).toEqual({ text: 'decoded!' });
    native.controls.qr.image('truck');
    expect((await fail(native, 'scanQr', { source: 'album' })).error).toBe('未识别到二维码');
    expect(seen).toEqual(['qr', 'truck']);
  });

  it('scanning with the camera needs camera permission', async () => {
    const native = makeNative();
    native.controls.permissions.set('camera', 'denied');
    expect((await fail(native, 'scanQr', { source: 'camera' })).code).toBe('denied');
  });
});

describe('side effects are recorded and answered', () => {
  it('phoneCall, openBrowser, downloadApp, copyText, syncCookie, openMap, closeApp', async () => {
    const native = makeNative();
    expect(await ok(native, 'phoneCall', { phone: '4008001234' })).toBeNull();
    await ok(native, 'openBrowser', { url: 'https://example.com' });
    await ok(native, 'downloadApp', { url: 'https://example.com/app.apk' });
    await ok(native, 'copyText', { text: 'YD1' });
    await ok(native, 'syncCookie', { url: 'https://x', cookies: { a: '1' } });
    await ok(native, 'openMap', {
      latitude: 39.1,
      longitude: 117.2,
      name: '天津港',
      mode: 'truck',
    });
    await ok(native, 'closeApp', {});
    expect(native.records.map((r) => r.kind)).toEqual([
      'phoneCall',
      'openBrowser',
      'downloadApp',
      'copyText',
      'syncCookie',
      'openMap',
      'closeApp',
    ]);
    expect(native.records[0].params).toEqual({ phone: '4008001234' });
    expect(native.state.app.lifecycle).toBe('closed');
    expect(native.timeline().filter((e) => e.kind === 'record')).toHaveLength(7);
  });

  it('downloadFile returns a path per platform', async () => {
    const native = makeNative();
    expect(
      await ok(native, 'downloadFile', { url: 'https://x/a.pdf', fileName: '合同.pdf' }),
    ).toEqual({
      path: '/storage/emulated/0/Download/合同.pdf',
    });
    native.controls.device.set({ platform: 'ios' });
    expect(
      await ok(native, 'downloadFile', { url: 'https://x/a.pdf', fileName: 'a/b.pdf' }),
    ).toEqual({
      path: '/var/mobile/Documents/a_b.pdf',
    });
  });

  it('share answers shared or not', async () => {
    const native = makeNative();
    expect(await ok(native, 'share', { title: '邀请', channel: 'wechat' })).toEqual({
      shared: true,
    });
    native.controls.share.respond('cancel');
    expect(await ok(native, 'share', { title: '邀请' })).toEqual({ shared: false });
    expect(native.records.map((r) => r.outcome)).toEqual([{ shared: true }, { shared: false }]);
  });

  it('bad params are refused', async () => {
    const native = makeNative();
    expect((await fail(native, 'phoneCall', {} as never)).code).toBe('bad_params');
    expect((await fail(native, 'openMap', { latitude: 200 } as never)).code).toBe('bad_params');
    expect(native.records).toEqual([]);
  });
});

describe('regulatory state machine', () => {
  const waybill = {
    shippingNoteNumber: 'YD1',
    serialNumber: '0001',
    startCountrySubdivisionCode: '130102',
    endCountrySubdivisionCode: '120102',
  };

  it('refuses send/pause/stop before start', async () => {
    const native = makeNative();
    for (const action of ['send', 'pause', 'restart', 'stop'] as const) {
      expect(await fail(native, 'regulatory', { action, waybill })).toEqual({
        code: 'failed',
        error: '运单未开始监管定位，请先发车（start）',
      });
    }
  });

  it('start → send → pause → restart → send → stop', async () => {
    const native = makeNative();
    const run = (action: 'start' | 'send' | 'pause' | 'restart' | 'stop') =>
      native.handle(req('regulatory', { action, waybill }));
    expect(await run('start')).toMatchObject({
      ok: true,
      data: { action: 'start', accepted: true },
    });
    expect(await run('start')).toMatchObject({ ok: false, error: '运单监管定位已在进行中' });
    expect(await run('send')).toMatchObject({ ok: true });
    expect(await run('pause')).toMatchObject({ ok: true });
    expect(await run('send')).toMatchObject({ ok: false, error: '运单监管定位未在进行中' });
    expect(await run('restart')).toMatchObject({ ok: true });
    expect(await run('restart')).toMatchObject({ ok: false, error: '运单监管定位未暂停' });
    expect(await run('send')).toMatchObject({ ok: true });
    expect(native.state.regulatory.YD1).toMatchObject({ status: 'running', sends: 2 });
    expect(await run('stop')).toMatchObject({ ok: true });
    expect(await run('send')).toMatchObject({ ok: false, error: '运单监管定位已结束' });
    expect(native.state.regulatory.YD1.status).toBe('stopped');
    expect(native.records.filter((r) => r.kind === 'regulatory')).toHaveLength(6);
  });

  it('keeps waybills apart and checks the waybill fields', async () => {
    const native = makeNative();
    await ok(native, 'regulatory', { action: 'start', waybill });
    const other = { ...waybill, shippingNoteNumber: 'YD2' };
    expect((await fail(native, 'regulatory', { action: 'send', waybill: other })).code).toBe(
      'failed',
    );
    expect(
      (
        await fail(native, 'regulatory', {
          action: 'start',
          waybill: { shippingNoteNumber: 'YD3' } as never,
        })
      ).code,
    ).toBe('bad_params');
  });
});

describe('tracking', () => {
  it('getEventRecords returns and drains the buffer', async () => {
    const native = makeNative({ now: () => new Date(2025, 0, 15, 9, 30, 5).getTime() });
    const made = native.controls.tracking.generate(4);
    expect(made.map((r) => r.eventId)).toEqual([1001, 4001, 6001, 7001]);
    expect(made[0]).toMatchObject({
      eventName: TRACKING_EVENTS.appLaunch.eventName,
      time: '2025-01-15 09:30:05',
      eventData: { appVersion: '1.3.0', platform: 'android' },
    });
    expect(native.controls.tracking.pending()).toHaveLength(4);
    expect(await ok(native, 'getEventRecords', {})).toEqual({ records: made });
    expect(await ok(native, 'getEventRecords', {})).toEqual({ records: [] });
  });

  it('pause and resume buffer 1003 and 1002', async () => {
    const native = makeNative();
    native.controls.native.pause();
    expect(native.state.app.lifecycle).toBe('background');
    native.controls.native.resume();
    const { records } = await ok(native, 'getEventRecords', {});
    expect(records.map((r) => r.eventId)).toEqual([1003, 1002]);
  });
});
