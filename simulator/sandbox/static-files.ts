/** Serves a built SPA (e.g. dist/): prerendered pages first, then index.html for client routes. */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { injectBridgeBootstrap, wantsBridgeInjection } from './iframe-injection';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.map',
  '.webmanifest',
]);

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function locate(
  root: string,
  pathname: string,
): Promise<{ file: string; fallback: boolean } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  const base = resolve(root, relative);
  if (base !== root && !base.startsWith(root + sep)) return null;
  for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
    if (await isFile(candidate)) return { file: candidate, fallback: false };
  }
  // A client-side route (no extension): the SPA shell answers.
  if (extname(relative) === '') return { file: join(root, 'index.html'), fallback: true };
  return null;
}

export interface StaticHandlerOptions {
  /** Give H5 documents loaded in the simulator's iframe the native-bridge bootstrap (iframe-injection.ts). */
  injectBridge?: boolean;
}

export function createStaticHandler(staticDir: string, options: StaticHandlerOptions = {}) {
  const root = resolve(staticDir);
  const gzipCache = new Map<string, Buffer>();

  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    const found = await locate(root, pathname);
    if (!found || !(await isFile(found.file))) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const ext = extname(found.file);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    const gzip =
      COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (req.method === 'HEAD') {
      res.writeHead(200, headers).end();
      return;
    }
    if (ext === '.html' && options.injectBridge && wantsBridgeInjection(req.headers)) {
      const html = Buffer.from(injectBridgeBootstrap(await readFile(found.file, 'utf8')));
      const body = gzip ? gzipSync(html) : html;
      res.writeHead(200, {
        ...headers,
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
        Vary: 'Accept-Encoding, Sec-Fetch-Dest',
        'Content-Length': String(body.length),
      });
      res.end(body);
      return;
    }
    if (!gzip) {
      res.writeHead(200, headers);
      createReadStream(found.file).pipe(res);
      return;
    }
    const { mtimeMs } = await stat(found.file);
    const key = `${found.file}:${mtimeMs}`;
    let zipped = gzipCache.get(key);
    if (!zipped) {
      zipped = gzipSync(await readFile(found.file), { level: 9 });
      gzipCache.set(key, zipped);
    }
    res.writeHead(200, {
      ...headers,
      'Content-Encoding': 'gzip',
      Vary: 'Accept-Encoding',
      'Content-Length': String(zipped.length),
    });
    res.end(zipped);
  };
}
