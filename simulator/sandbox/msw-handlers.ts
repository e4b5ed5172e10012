/** MSW handlers that pass /api/* and /__sandbox/* requests to the sandbox (browser and msw/node). */
import { http, type HttpHandler } from 'msw';
import type { Sandbox } from './sandbox';

export function sandboxHandlers(sb: Pick<Sandbox, 'handle'>): HttpHandler[] {
  const forward = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    // `*/api/*` also matches module URLs such as /src/features/x/api/y.ts: let those through.
    if (!path.startsWith('/api/') && !path.startsWith('/__sandbox/')) return undefined;
    return sb.handle(request);
  };
  return [http.all('*/api/*', forward), http.all('*/__sandbox/*', forward)];
}
