/**
 * /__sandbox/* endpoints: plain JSON (no envelope) for people and tests, plus the fake face
 * provider page and uploaded files. See README.md for the list.
 */
import type { ConfigPatch, SandboxControl, UserPatch } from './control';
import { controlJson } from './envelope';
import type { FaultSpec } from './faults';
import { serveFile } from './files';
import { appendQuery } from './routes/face';
import { isScenarioName, SCENARIO_DEFS } from './scenarios';
import type { Db } from './store/db';

async function body<T>(request: Request): Promise<T> {
  const text = await request.text();
  if (text.trim() === '') return {} as T;
  return JSON.parse(text) as T;
}

function notFound(what: string): Response {
  return controlJson({ error: `${what} not found` }, 404);
}

function faceRedirect(db: Db, url: URL): Response {
  const orderNo = url.searchParams.get('orderNo') ?? '';
  const order = db.state.faceOrders.find((o) => o.orderNo === orderNo);
  if (!order) return notFound(`face order ${orderNo}`);
  order.visited = true;
  const returnUrl = url.searchParams.get('returnUrl') || order.returnUrl;
  return new Response(null, {
    status: 302,
    headers: { Location: appendQuery(returnUrl, 'orderNo', orderNo) },
  });
}

type Handler = (request: Request, url: URL) => Response | Promise<Response>;

function table(control: SandboxControl, db: () => Db): Record<string, Handler> {
  return {
    'GET state': () => controlJson(control.state()),
    'POST reset': async (req) => {
      const b = await body<{ seed?: number; scenario?: string }>(req);
      if (b.scenario !== undefined && !isScenarioName(b.scenario))
        return controlJson({ error: `unknown scenario ${b.scenario}` }, 400);
      control.reset({
        ...(b.seed !== undefined ? { seed: Number(b.seed) } : {}),
        ...(b.scenario ? { scenario: b.scenario } : {}),
      });
      return controlJson(control.state());
    },
    'GET scenario': () =>
      controlJson({ name: control.scenario(), ...SCENARIO_DEFS[control.scenario()] }),
    'POST scenario': async (req) => {
      const { name } = await body<{ name?: string }>(req);
      if (!isScenarioName(name)) {
        return controlJson(
          { error: `unknown scenario ${String(name)}`, scenarios: Object.keys(SCENARIO_DEFS) },
          400,
        );
      }
      control.scenario(name);
      return controlJson({ name, ...SCENARIO_DEFS[name] });
    },
    'GET config': () => controlJson(control.config()),
    'POST config': async (req) => controlJson(control.config(await body<ConfigPatch>(req))),
    'POST fault': async (req) => {
      const spec = await body<FaultSpec>(req);
      if (typeof spec.path !== 'string' || spec.path === '')
        return controlJson({ error: 'path is required' }, 400);
      return controlJson(control.fault(spec));
    },
    'GET faults': () => controlJson(control.faults()),
    'DELETE faults': () => {
      control.clearFaults();
      return controlJson({ cleared: true });
    },
    'GET sms': (_req, url) =>
      controlJson(control.sms.inbox(url.searchParams.get('mobile') ?? undefined)),
    'GET sms/latest': (_req, url) => {
      const mobile = url.searchParams.get('mobile') ?? '';
      const found = control.sms.latest(mobile, url.searchParams.get('template') ?? undefined);
      return found ? controlJson(found) : notFound(`SMS to ${mobile}`);
    },
    'GET captcha/latest': () => {
      const found = control.captcha.latest();
      return found ? controlJson(found) : notFound('captcha');
    },
    'GET requests': (_req, url) =>
      controlJson(control.requests.list({ path: url.searchParams.get('path') ?? undefined })),
    'DELETE requests': () => {
      control.requests.clear();
      return controlJson({ cleared: true });
    },
    'GET events': () => controlJson(control.events()),
    'GET uploads': () => controlJson(control.uploads()),
    'GET users': () => controlJson(control.users()),
    'POST user': async (req) => {
      const { mobile, ...patch } = await body<UserPatch & { mobile?: string }>(req);
      if (!mobile || !control.user(mobile)) return notFound(`user ${String(mobile)}`);
      return controlJson(control.updateUser(mobile, patch));
    },
    'POST quick-login': async (req) => {
      const { mobile } = await body<{ mobile?: string }>(req);
      return controlJson(control.quickLogin(mobile));
    },
    'GET face': (_req, url) => faceRedirect(db(), url),
  };
}

export function createControlHttp(control: SandboxControl, db: () => Db) {
  const handlers = table(control, db);
  return async (request: Request, url: URL, subPath: string): Promise<Response> => {
    if (request.method === 'GET' && subPath.startsWith('files/')) {
      return serveFile(db(), decodeURIComponent(subPath.slice('files/'.length)));
    }
    const handler = handlers[`${request.method} ${subPath}`];
    if (!handler) return notFound(`${request.method} /__sandbox/${subPath}`);
    try {
      return await handler(request, url);
    } catch (err) {
      return controlJson({ error: err instanceof Error ? err.message : String(err) }, 400);
    }
  };
}
