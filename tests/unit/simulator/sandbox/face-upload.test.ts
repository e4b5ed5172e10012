import { describe, expect, it } from 'vitest';
import { account } from '@/lib/contract/account/auth';
import { face } from '@/lib/contract/account/face';
import { upload } from '@/lib/contract/common/upload';
import { call, control, ORIGIN, pngFile, quietSandbox } from './helpers';

const RETURN = 'http://app.test/faceLogin?x=1';

describe('face', () => {
  it('order → provider page → result → face login', async () => {
    const sb = quietSandbox();
    const started = (
      await call(sb, face.startFaceLogin, { mobile: '13800000002', returnUrl: RETURN })
    ).body.data;
    expect(started.faceUrl).toBe(
      `/__sandbox/face?orderNo=${started.orderNo}&returnUrl=${encodeURIComponent(RETURN)}`,
    );
    const page = await sb.handle(new Request(`${ORIGIN}${started.faceUrl}`));
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`${RETURN}&orderNo=${started.orderNo}`);
    expect(
      (await call(sb, face.personalFaceIdentityResult, { orderNo: started.orderNo })).body.data,
    ).toEqual({ success: true });
    const login = await call(sb, face.faceLogin, { orderNo: started.orderNo });
    expect((await call(sb, account.getUserDetail, {}, login.body.data.at)).body.data.phone).toBe(
      '13800000002',
    );
    expect((await call(sb, face.faceLogin, { orderNo: started.orderNo })).body.msg).toBe(
      '人脸认证订单不存在',
    );
  });

  it('a failing provider: result success false, face login refused with 人脸认证失败', async () => {
    const sb = quietSandbox();
    await control(sb, 'POST', 'config', { faceResult: 'failure' });
    const { orderNo } = (
      await call(sb, face.startFaceLogin, { mobile: '13800000002', returnUrl: RETURN })
    ).body.data;
    expect(
      (await call(sb, face.getIndividualFaceResultByteDance, { orderId: orderNo, isApp: 1 })).body
        .data,
    ).toEqual({ success: false });
    expect((await call(sb, face.faceLogin, { orderNo })).body).toMatchObject({
      success: false,
      msg: '人脸认证失败',
    });
    expect((await call(sb, face.personalFaceIdentityResult, { orderNo: 'nope' })).body.msg).toBe(
      '人脸认证订单不存在',
    );
  });

  it('face login needs a real-name certified driver; a successful face check certifies one', async () => {
    const sb = quietSandbox();
    expect(
      (await call(sb, face.startFaceLogin, { mobile: '13912345678', returnUrl: RETURN })).body.msg,
    ).toBe('该手机号未注册');
    const { orderNo } = (
      await call(sb, face.startFaceLogin, { mobile: '13800000001', returnUrl: RETURN })
    ).body.data;
    expect((await call(sb, face.faceLogin, { orderNo })).body.msg).toBe('请先完成实名认证');
    const { at } = sb.control.quickLogin('13800000001');
    await call(
      sb,
      face.updateIdentityAuthenticationResult,
      { orderId: orderNo, success: true },
      at,
    );
    const detail = (await call(sb, account.getUserDetail, {}, at)).body.data;
    expect(detail.certificationStatus).toBe(1);
    expect(detail.idNumber).toMatch(/^\d{17}[\dX]$/);
  });

  it('direct mode sends the app straight back with the order number', async () => {
    const sb = quietSandbox({ config: { faceUrlMode: 'direct' } });
    const started = (
      await call(sb, face.startFaceLogin, {
        mobile: '13800000002',
        returnUrl: 'http://app.test/faceVerify#top',
      })
    ).body.data;
    expect(started.faceUrl).toBe(`http://app.test/faceVerify?orderNo=${started.orderNo}#top`);
  });
});

describe('uploads', () => {
  it('stores a file and serves the same bytes back', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    const file = pngFile('licence.png');
    const answer = await call(sb, upload.file, { multipartFile: file }, at);
    expect(answer.body.data).toEqual({
      fullFilePath: '/__sandbox/files/F000001.png',
      fullFileWatermarkPath: null,
    });
    const served = await sb.handle(new Request(`${ORIGIN}${answer.body.data.fullFilePath}`));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(
      new Uint8Array(await file.arrayBuffer()),
    );
    expect(sb.control.requests.list({ path: upload.file.path })[0]!.body).toEqual({
      multipartFile: { file: 'licence.png', size: file.size, type: 'image/png' },
    });
  });

  it('records watermark lines and position, and draws them on the watermarked copy', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    const lines = ['上传人：张三 13800000002', '河北省石家庄市长安区', '2026-01-01 08:00:00'];
    const answer = await call(
      sb,
      upload.watermarkFile,
      { multipartFile: pngFile(), content: lines, position: 2 },
      at,
    );
    const record = sb.control.uploads()[0]!;
    expect(record).toMatchObject({ content: lines, position: 2 });
    const svg = await (
      await sb.handle(new Request(`${ORIGIN}${answer.body.data.fullFileWatermarkPath!}`))
    ).text();
    for (const line of lines) expect(svg).toContain(line);
    expect(svg).toContain('data:image/png;base64,');
  });

  it('watermarkFileByUrl reads content three times from the query', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    const answer = await call(
      sb,
      upload.watermarkFileByUrl,
      { url: '/__sandbox/files/F000001.jpg', content: ['一', '二', '三'], position: 2 },
      at,
    );
    expect(answer.body.data.fullFilePath).toBe('/__sandbox/files/F000001.jpg');
    const logged = sb.control.requests.list({ path: upload.watermarkFileByUrl.path })[0]!;
    expect(logged.query).toEqual({
      url: '/__sandbox/files/F000001.jpg',
      content: ['一', '二', '三'],
      position: '2',
    });
    expect(sb.control.uploads()[0]).toMatchObject({
      content: ['一', '二', '三'],
      position: 2,
      sourceUrl: '/__sandbox/files/F000001.jpg',
    });
  });

  it('batch uploads answer one result per file; a missing file is refused', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    const batch = await call(
      sb,
      upload.fileBatch,
      { multipartFiles: [pngFile('a.png'), pngFile('b.png'), pngFile('c.png')] },
      at,
    );
    expect(batch.body.data.map((r) => r.fullFilePath)).toEqual([
      '/__sandbox/files/F000001.png',
      '/__sandbox/files/F000002.png',
      '/__sandbox/files/F000003.png',
    ]);
    const form = new FormData();
    form.append('other', 'x');
    const missing = await sb.handle(
      new Request(`${ORIGIN}${upload.file.path}`, {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${at}` },
      }),
    );
    expect(await missing.json()).toMatchObject({ success: false, msg: '请选择上传文件' });
  });

  it('draws seeded document pictures', async () => {
    const sb = quietSandbox();
    const url = sb.control.user('13800000002')!.identity!.idCardFrontUrl!;
    const res = await sb.handle(new Request(`${ORIGIN}${url}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  });
});
