import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import axios from 'axios';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '@/lib/contract/account/auth';
import { face } from '@/lib/contract/account/face';
import { sandboxHandlers } from '@sim/sandbox/msw-handlers';
import { startSandboxServer, type SandboxServer } from '@sim/sandbox/node-server';
import { quietSandbox } from './helpers';

const API = 'http://platform.test';

describe('through msw/node', () => {
  const sb = quietSandbox();
  const server = setupServer(...sandboxHandlers(sb));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('logs in by SMS with axios (form post) and reads the user detail', async () => {
    const http = axios.create({ baseURL: API });
    await http.post('/api/mdc/pbc/smsSend/sendTemplateErificationCodeSms', {
      mobile: '13912345678',
      template: 'login',
    });
    const inbox = await http.get('/__sandbox/sms/latest', { params: { mobile: '13912345678' } });
    const login = await http.post(
      account.smsLogin.path,
      new URLSearchParams({ mobile: '13912345678', code: inbox.data.code as string }),
    );
    expect(login.data).toMatchObject({ success: true, state: 200 });
    const detail = await http.post(
      account.getUserDetail.path,
      {},
      { headers: { Authorization: `Bearer ${login.data.data.at}`, appId: 'driver-h5' } },
    );
    expect(detail.data.data.phone).toBe('13912345678');
    const logged = sb.control.requests.list({ path: account.getUserDetail.path }).at(-1)!;
    expect(logged.headers).toMatchObject({
      appid: 'driver-h5',
      authorization: `Bearer ${login.data.data.at}`,
    });
  });

  it('answers HTTP errors as axios sees them, and reads the request log over HTTP', async () => {
    const failed = await axios.post(
      `${API}${account.getUserDetail.path}`,
      {},
      { validateStatus: () => true },
    );
    expect(failed.status).toBe(401);
    expect(failed.data).toEqual({
      success: false,
      state: 401,
      msg: '未登录或登录已失效',
      data: null,
    });
    const log = await fetch(`${API}/__sandbox/requests?path=cuc/user/getUserDetail`).then(
      (r) => r.json() as Promise<unknown[]>,
    );
    expect(log.length).toBeGreaterThanOrEqual(2);
    await fetch(`${API}/__sandbox/requests`, { method: 'DELETE' });
    expect(sb.control.requests.list()).toEqual([]);
  });

  it('a network fault is a network error for fetch', async () => {
    sb.control.fault({ path: account.getUserDetail.path, network: true, times: 1 });
    await expect(
      fetch(`${API}${account.getUserDetail.path}`, { method: 'POST' }),
    ).rejects.toThrow();
  });
});

describe('Node HTTP server', () => {
  let server: SandboxServer;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sandbox-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'login'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(
      join(dist, 'login', 'index.html'),
      '<!doctype html><title>login prerendered</title>',
    );
    writeFileSync(
      join(dist, 'assets', 'app-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    server = await startSandboxServer({ port: 0, staticDir: dist, sandbox: quietSandbox() });
  });
  afterAll(() => server.close());

  it('listens on 127.0.0.1 and answers the API with a Date header', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${server.url}/api/mdc/versionPublish/getNowPublishVersion`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ publishPort: 1, publishType: 1, operatingSystem: 1 }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('date')).toBeTruthy();
    expect(await res.json()).toMatchObject({
      success: true,
      data: { publishVersion: '1.0.0', isUpdate: '0' },
    });
  });

  it('serves the SPA: prerendered page, index.html fallback, gzip assets, 404 for missing files', async () => {
    expect(await (await fetch(`${server.url}/login`)).text()).toContain('login prerendered');
    const deep = await fetch(`${server.url}/i/about/agreement`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('shell');
    const asset = await fetch(`${server.url}/assets/app-abc123.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toContain('console.log');
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    // Traversal stays inside dist: the SPA shell answers, never the host's files.
    expect(await (await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`)).text()).toContain('shell');
  });

  it('the face provider page redirects to returnUrl with orderNo', async () => {
    const started = await fetch(`${server.url}${face.startFaceLogin.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        mobile: '13800000002',
        returnUrl: `${server.url}/faceLogin?from=app`,
      }).toString(),
    }).then((r) => r.json() as Promise<{ data: { orderNo: string; faceUrl: string } }>);
    const page = await fetch(`${server.url}${started.data.faceUrl}`, { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(
      `${server.url}/faceLogin?from=app&orderNo=${started.data.orderNo}`,
    );
  });

  it('a network fault drops the connection; a timeout fault ends when the client gives up', async () => {
    server.sandbox.control.fault({ path: account.getUserDetail.path, network: true, times: 1 });
    await expect(
      fetch(`${server.url}${account.getUserDetail.path}`, { method: 'POST' }).then((r) => r.text()),
    ).rejects.toThrow();
    server.sandbox.control.fault({ path: account.getUserDetail.path, timeout: true, times: 1 });
    const started = Date.now();
    await expect(
      fetch(`${server.url}${account.getUserDetail.path}`, {
        method: 'POST',
        signal: AbortSignal.timeout(100),
      }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('a dropped connection breaks off an answer it has begun, so a browser never re-sends the write', async () => {
    // Chromium re-sends a POST whose reused connection closes with nothing received; an answer
    // whose headers arrived and whose body never does is a network error it does not retry.
    const ok = await fetch(`${server.url}${account.getUserDetail.path}`, { method: 'POST' });
    await ok.text();
    server.sandbox.control.fault({ path: account.getUserDetail.path, network: true, times: 1 });
    const res = await fetch(`${server.url}${account.getUserDetail.path}`, { method: 'POST' });
    expect(res.headers.get('connection')).toBe('close');
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(1);
    await expect(res.text()).rejects.toThrow();
  });

  it('answers CORS preflights', async () => {
    const res = await fetch(`${server.url}${account.smsLogin.path}`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
