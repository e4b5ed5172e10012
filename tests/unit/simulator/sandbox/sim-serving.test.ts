import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectBridgeBootstrap, BRIDGE_BOOTSTRAP_SCRIPT } from '@sim/sandbox/iframe-injection';
import { startSandboxServer, type SandboxServer } from '@sim/sandbox/node-server';
import { quietSandbox } from './helpers';

const PAGE =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><title>x</title></head><body><div id="root"></div></body></html>';

/** Raw GET (fetch would hide Sec-Fetch-Dest handling and decompress silently). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      httpRequest(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: body.toString('utf8'),
          });
        });
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('injectBridgeBootstrap', () => {
  it('puts the bootstrap first in <head>, attributes and all', () => {
    expect(
      injectBridgeBootstrap('<html><head data-x="1"><meta charset="UTF-8"></head></html>'),
    ).toBe(`<html><head data-x="1">${BRIDGE_BOOTSTRAP_SCRIPT}<meta charset="UTF-8"></head></html>`);
  });

  it('leaves a document without <head> alone', () => {
    expect(injectBridgeBootstrap('<p>no head</p>')).toBe('<p>no head</p>');
  });
});

describe('the Node server for the simulator', () => {
  let server: SandboxServer;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'sim-serving-'));
    const dist = join(root, 'dist');
    const sim = join(root, 'dist-sim');
    mkdirSync(join(dist, 'login'), { recursive: true });
    mkdirSync(join(sim, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), PAGE);
    writeFileSync(join(dist, 'login', 'index.html'), PAGE.replace('x</title>', 'login</title>'));
    writeFileSync(join(sim, 'index.html'), '<html><head><title>sim</title></head></html>');
    writeFileSync(join(sim, 'assets', 'app.js'), 'console.log(1)');
    server = await startSandboxServer({
      port: 0,
      staticDir: dist,
      simDir: sim,
      sandbox: quietSandbox(),
    });
  });
  afterAll(() => server.close());

  it('gives H5 documents loaded in an iframe the bootstrap, gzipped or not', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const res = await get(`${server.url}/login`, {
        'sec-fetch-dest': 'iframe',
        'accept-encoding': encoding,
      });
      expect(res.status).toBe(200);
      expect(res.body).toBe(injectBridgeBootstrap(PAGE.replace('x</title>', 'login</title>')));
    }
    const clientRoute = await get(`${server.url}/waybill/list`, { 'sec-fetch-dest': 'iframe' });
    expect(clientRoute.body.startsWith(injectBridgeBootstrap(PAGE).slice(0, 80))).toBe(true);
  });

  it('serves plain loads byte-identical', async () => {
    const res = await get(`${server.url}/login`, { 'sec-fetch-dest': 'document' });
    expect(res.body).toBe(PAGE.replace('x</title>', 'login</title>'));
  });

  it('serves the simulator page at /__sim/ without the bootstrap', async () => {
    const page = await get(`${server.url}/__sim/`, { 'sec-fetch-dest': 'iframe' });
    expect(page.body).toBe('<html><head><title>sim</title></head></html>');
    const asset = await get(`${server.url}/__sim/assets/app.js`);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    const bare = await get(`${server.url}/__sim`);
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/__sim/');
  });
});
