/**
 * /__sandbox/* endpoints: plain JSON (no envelope) for people and tests, plus the fake face
 * provider page and uploaded files. Built from the same operations as `sb.control` (control.ts);
 * README.md lists them.
 */
import type { ControlFunction } from './control';
import { ControlError, type AnyControlOp, type ControlCore, type HttpInput } from './control/op';
import { controlJson } from './envelope';

interface Bound {
  binding: AnyControlOp['http'][number];
  fn: ControlFunction;
}

function inputOf(request: Request, url: URL, rest: string): HttpInput {
  let body: Promise<unknown> | null = null;
  return {
    request,
    url,
    rest,
    query: (name) => url.searchParams.get(name) ?? undefined,
    body: <T>() => {
      body ??= request.text().then((text) => (text.trim() === '' ? {} : JSON.parse(text)));
      return body as Promise<T>;
    },
  };
}

function table(functions: ReadonlyMap<AnyControlOp, ControlFunction>) {
  const exact = new Map<string, Bound>();
  const prefixes: Array<[string, Bound]> = [];
  for (const [op, fn] of functions) {
    for (const binding of op.http) {
      if (binding.route.endsWith('/*'))
        prefixes.push([binding.route.slice(0, -1), { binding, fn }]);
      else if (exact.has(binding.route))
        throw new Error(`duplicate control route ${binding.route}`);
      else exact.set(binding.route, { binding, fn });
    }
  }
  return (key: string): { bound: Bound; rest: string } | null => {
    const bound = exact.get(key);
    if (bound) return { bound, rest: '' };
    const prefix = prefixes.find(([p]) => key.startsWith(p));
    return prefix ? { bound: prefix[1], rest: key.slice(prefix[0].length) } : null;
  };
}

export function createControlHttp(
  functions: ReadonlyMap<AnyControlOp, ControlFunction>,
  core: ControlCore,
) {
  const find = table(functions);
  return async (request: Request, url: URL, subPath: string): Promise<Response> => {
    const found = find(`${request.method} ${subPath}`);
    if (!found)
      return controlJson({ error: `${request.method} /__sandbox/${subPath} not found` }, 404);
    const { binding, fn } = found.bound;
    try {
      const input = inputOf(request, url, found.rest);
      const args = binding.args ? await binding.args(input, core) : [];
      const result = await fn(...(args as unknown[]));
      const answer = binding.reply ? await binding.reply(result as never, input, core) : result;
      return answer instanceof Response ? answer : controlJson(answer);
    } catch (err) {
      if (err instanceof ControlError) return controlJson(err.body, err.status);
      return controlJson({ error: err instanceof Error ? err.message : String(err) }, 400);
    }
  };
}
