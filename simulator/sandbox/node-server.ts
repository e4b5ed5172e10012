/**
 * The sandbox as an HTTP server on loopback: /api/* and /__sandbox/* go to the fetch handler; with
 * `staticDir` the same port also serves a built H5 (e2e tests and Lighthouse use one origin).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dropConnection } from './drop-connection';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox';
import { createStaticHandler } from './static-files';
import type { StateStore } from './store/state';

export interface SandboxServerOptions extends Omit<SandboxOptions, 'persist'> {
  /** 0 picks a free port. Default 8787. */
  port?: number;
  host?: string;
  /** A built SPA to serve next to the API (index.html fallback for client routes). */
  staticDir?: string;
  /** The built simulator page (`npm run build:sim` → dist-sim), served at /__sim/. */
  simDir?: string;
  /** Use this sandbox instead of creating one. */
  sandbox?: Sandbox;
  /** Keep the state in this JSON file across restarts. */
  stateFile?: string;
}

export interface SandboxServer {
  url: string;
  port: number;
  sandbox: Sandbox;
  close(): Promise<void>;
}

export function fileStateStore(path: string): StateStore {
  return {
    load: () => (existsSync(path) ? readFileSync(path, 'utf8') : null),
    save: (serialized) => writeFileSync(path, serialized),
    clear: () => writeFileSync(path, ''),
  };
}

/** Where the simulator page lives on every server (Vite dev, this one, Electron). */
export const SIM_BASE = '/__sim/';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE,OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Expose-Headers': 'Date, Content-Disposition',
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toRequest(
  req: IncomingMessage,
  body: Buffer,
  signal: AbortSignal,
  origin: string,
): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(key, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && body.length > 0;
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers,
    signal,
    ...(hasBody ? { body: new Uint8Array(body) } : {}),
  });
}

async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  // Response.error() is a network error: the client should see the connection drop.
  if (response.type === 'error') {
    dropConnection(res);
    return;
  }
  const headers: Record<string, string> = { ...CORS };
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

export async function startSandboxServer(
  options: SandboxServerOptions = {},
): Promise<SandboxServer> {
  const {
    port = 8787,
    host = '127.0.0.1',
    staticDir,
    simDir,
    sandbox: given,
    stateFile,
    ...sandboxOptions
  } = options;
  const sandbox =
    given ??
    createSandbox({
      ...sandboxOptions,
      ...(stateFile ? { persist: fileStateStore(stateFile) } : {}),
    });
  const serveStatic = staticDir ? createStaticHandler(staticDir, { injectBridge: true }) : null;
  const serveSim = simDir ? createStaticHandler(simDir) : null;
  let origin = `http://${host}:${port}`;

  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', origin).pathname;
    const isSandbox = pathname.startsWith('/api/') || pathname.startsWith('/__sandbox/');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    const fail = (err: unknown) => {
      console.error('[sandbox] server error', err);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('sandbox server error');
    };
    if (serveSim && (pathname === SIM_BASE.slice(0, -1) || pathname.startsWith(SIM_BASE))) {
      if (pathname === SIM_BASE.slice(0, -1)) res.writeHead(301, { Location: SIM_BASE }).end();
      else if (req.method === 'GET' || req.method === 'HEAD')
        serveSim(req, res, `/${pathname.slice(SIM_BASE.length)}`).catch(fail);
      else res.writeHead(405, { 'Content-Type': 'text/plain' }).end('Method not allowed');
      return;
    }
    if (!isSandbox) {
      if (serveStatic && (req.method === 'GET' || req.method === 'HEAD'))
        serveStatic(req, res, pathname).catch(fail);
      else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const aborter = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) aborter.abort();
    });
    readBody(req)
      .then((body) => sandbox.handle(toRequest(req, body, aborter.signal, origin)))
      .then((response) => sendResponse(res, response))
      .catch(fail);
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen());
  });
  const actualPort = (server.address() as AddressInfo).port;
  origin = `http://${host}:${actualPort}`;
  return {
    url: origin,
    port: actualPort,
    sandbox,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}
