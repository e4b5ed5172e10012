/**
 * Mounts the sandbox platform server inside the Vite dev server (`npm start`, `npm run dev`): /api and
 * /__sandbox requests are answered in Node by the same fetch handler the tests use, so the sandbox
 * state outlives H5 reloads and SMS codes are printed in this terminal.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { dropConnection } from '../simulator/sandbox/drop-connection.ts';
import {
  injectBridgeBootstrap,
  wantsBridgeInjection,
} from '../simulator/sandbox/iframe-injection.ts';

type Handle = (request: Request) => Promise<Response>;

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function forward(handle: Handle, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  const body = await readBody(req);
  const request = new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`, {
    method: req.method ?? 'GET',
    headers,
    ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
  });
  const response = await handle(request);
  if (response.type === 'error') {
    // a "network" fault: drop the connection as a dead network would (never re-sent by Chromium)
    dropConnection(res);
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

export function sandboxMiddleware(): Plugin {
  return {
    name: 'driver-sandbox',
    apply: 'serve',
    configureServer(server) {
      let handle: Promise<Handle> | null = null;
      const load = async (): Promise<Handle> => {
        const mod = (await server.ssrLoadModule('/simulator/sandbox/sandbox.ts')) as {
          createSandbox: (opts?: object) => { handle: Handle };
        };
        const sandbox = mod.createSandbox({});
        return (request) => sandbox.handle(request);
      };
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '';
        if (!url.startsWith('/api/') && !url.startsWith('/__sandbox')) return next();
        handle ??= load();
        handle.then((h) => forward(h, req, res)).catch(next);
      });
    },
  };
}

const SIM_BASE = '/__sim/';
const SIM_ENTRY = '/simulator/ui/main.tsx';
/** Dev-server paths that are never an H5 document. */
const NOT_DOCUMENT = /^\/(?:@|api\/|__sandbox|__sim|src\/|node_modules\/|simulator\/)/;

async function sendHtml(
  server: ViteDevServer,
  res: ServerResponse,
  file: string,
  url: string,
  edit: { before?: (html: string) => string; after?: (html: string) => string },
): Promise<void> {
  const source = await readFile(join(server.config.root, file), 'utf8');
  const transformed = await server.transformIndexHtml(url, edit.before?.(source) ?? source);
  const html = edit.after?.(transformed) ?? transformed;
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Sec-Fetch-Dest');
  res.end(html);
}

/**
 * The simulator page at /__sim/, and H5 documents requested by its iframe with the native-bridge
 * bootstrap (simulator/sandbox/iframe-injection.ts); every other request goes on to Vite untouched.
 */
export function simulatorPages(): Plugin {
  return {
    name: 'driver-simulator-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const pathname = new URL(req.url ?? '/', 'http://x').pathname;
        if (pathname === SIM_BASE.slice(0, -1)) {
          res.writeHead(301, { Location: SIM_BASE }).end();
          return;
        }
        if (pathname === SIM_BASE || pathname === `${SIM_BASE}index.html`) {
          // The page's own entry is relative for the production build (base /__sim/).
          sendHtml(server, res, 'simulator/ui/index.html', req.url ?? SIM_BASE, {
            before: (html) => html.replace('src="./main.tsx"', `src="${SIM_ENTRY}"`),
          }).catch(next);
          return;
        }
        const isDocument =
          wantsBridgeInjection(req.headers) &&
          !NOT_DOCUMENT.test(pathname) &&
          (extname(pathname) === '' || extname(pathname) === '.html');
        if (!isDocument) return next();
        // After Vite's own head scripts are added, so the bootstrap stays the first element.
        sendHtml(server, res, 'index.html', req.url ?? '/', { after: injectBridgeBootstrap }).catch(
          next,
        );
      });
    },
  };
}
