/**
 * The review desk's HTTP server (Node's own http): the page, the pictures and a small JSON API.
 * Decisions change files in the baselines folder, so only loopback may ask.
 */
import { createReadStream, existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readIgnoreRegions, setStoryRegions } from '../lib/ignore-regions';
import { isStoryId } from '../lib/paths';
import { decide, reviewer, undo } from './decisions';
import { regionsOf, storyFiles, type DeskDirs } from './files';
import { buildState, type DeskItem } from './state';
import { beforePicture, storyDetail } from './why';
import { uiFile } from './ui-files';

export interface DeskOptions {
  dirs: DeskDirs;
  /** Storybook's address, for the live story beside the pictures. */
  storybookUrl: string;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function findItem(dirs: DeskDirs, id: unknown): DeskItem {
  const item = buildState(dirs).items.find((entry) => entry.id === id);
  if (!item)
    throw Object.assign(new Error(`no such story to review: ${String(id)}`), { status: 404 });
  return item;
}

/** Storybook answers, or the desk says how to start it. */
async function storybookUp(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/index.json`, { signal: AbortSignal.timeout(800) });
    return res.ok;
  } catch {
    return false;
  }
}

function sendPicture(res: ServerResponse, file: string): void {
  if (!existsSync(file)) return send(res, 404, { error: 'no such picture' });
  res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
  createReadStream(file).pipe(res);
}

/** Lets the pictures and the page be served between two slow decodes. */
const breathe = () => new Promise((resolve) => setImmediate(resolve));

/** Pending changed stories with the same signature as this one (this one included). */
async function identicalTo(dirs: DeskDirs, id: string): Promise<DeskItem[]> {
  const state = buildState(dirs);
  const signature = storyDetail(dirs, findItem(dirs, id)).signature;
  if (!signature) return [];
  const same: DeskItem[] = [];
  for (const item of state.items) {
    if (item.kind !== 'changed' || item.decision) continue;
    if (storyDetail(dirs, item).signature === signature) same.push(item);
    await breathe();
  }
  return same;
}

/**
 * Works out every change's signature once, in the background after the desk starts, so the
 * first "accept all identical" does not wait for hundreds of picture decodes.
 */
export async function warmUp(dirs: DeskDirs): Promise<number> {
  let done = 0;
  for (const item of buildState(dirs).items) {
    if (item.kind !== 'changed') continue;
    storyDetail(dirs, item);
    done += 1;
    await breathe();
  }
  return done;
}

async function api(options: DeskOptions, req: IncomingMessage, url: URL): Promise<unknown> {
  const { dirs } = options;
  const [, , route, id] = url.pathname.split('/');
  if (req.method === 'GET' && route === 'state')
    return {
      ...buildState(dirs),
      reviewer: reviewer(),
      storybook: options.storybookUrl,
      // Every story's regions, not only the listed ones': a region that hid a difference made
      // its story pass, so that story is not on the list.
      ignoreRegions: readIgnoreRegions(regionsOf(dirs)),
    };
  if (req.method === 'GET' && route === 'story') return storyDetail(dirs, findItem(dirs, id));
  if (req.method === 'GET' && route === 'storybook')
    return { url: options.storybookUrl, up: await storybookUp(options.storybookUrl) };
  if (req.method === 'GET' && route === 'identical')
    return { ids: (await identicalTo(dirs, id)).map((item) => item.id) };
  if (req.method !== 'POST') throw Object.assign(new Error('not found'), { status: 404 });
  const body = await readBody(req);
  const note = typeof body.note === 'string' ? body.note.slice(0, 500) : '';
  if (route === 'decide') {
    const decision =
      body.decision === 'accepted' ? 'accepted' : body.decision === 'rejected' ? 'rejected' : null;
    if (!decision)
      throw Object.assign(new Error('decision must be accepted or rejected'), { status: 400 });
    return { id: body.id, entry: decide(dirs, findItem(dirs, body.id), decision, note) };
  }
  if (route === 'accept-identical') {
    const items = await identicalTo(dirs, String(body.id));
    for (const item of items)
      decide(dirs, item, 'accepted', note || `identical to ${String(body.id)}`);
    return { ids: items.map((item) => item.id) };
  }
  if (route === 'undo')
    return { id: undo(dirs, typeof body.id === 'string' ? body.id : undefined) };
  if (route === 'regions' && isStoryId(String(body.id))) {
    const regions = Array.isArray(body.regions) ? body.regions : [];
    return { regions: setStoryRegions(regionsOf(dirs), String(body.id), regions) };
  }
  throw Object.assign(new Error('not found'), { status: 404 });
}

async function handle(
  options: DeskOptions,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://desk');
  if (url.pathname.startsWith('/api/')) {
    try {
      send(res, 200, await api(options, req, url));
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      send(res, status, { error: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  const picture = /^\/img\/(before|after|diff)\/([a-z0-9-]+)\.png$/.exec(url.pathname);
  if (picture && isStoryId(picture[2])) {
    const [, which, id] = picture;
    const files = storyFiles(options.dirs, id);
    const file =
      which === 'before'
        ? beforePicture(options.dirs, id)
        : which === 'after'
          ? files.actual
          : files.diff;
    return sendPicture(res, file);
  }
  const file = uiFile(url.pathname === '/' ? 'index.html' : url.pathname.replace(/^\/ui\//, ''));
  if (!file) return send(res, 404, { error: 'not found' });
  res.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' });
  res.end(file.body);
}

export function startDesk(options: DeskOptions, port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer((req, res) => {
    handle(options, req, res).catch((error: unknown) => send(res, 500, { error: String(error) }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
