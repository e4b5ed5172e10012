/**
 * Mounts the sandbox platform server inside the Vite dev server (`npm start`, `npm run dev`): /api and
 * /__sandbox requests are answered in Node by the same fetch handler the tests use, so the sandbox
 * state outlives H5 reloads and SMS codes are printed in this terminal.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

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
    // a "network" fault: drop the connection as a dead network would
    res.destroy();
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
