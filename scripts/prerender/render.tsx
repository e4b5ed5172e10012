/**
 * Server-renders one public screen of the app to HTML, through the same route table, providers and
 * shell the browser uses, so the browser can hydrate it instead of replacing it.
 * Built by `scripts/prerender.mjs` with Vite in SSR mode; not part of the H5 bundle.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { createQueryClient } from '@/app/session/query-client';
import { routes } from '@/app/routing/routes';

/**
 * A tab's shell for a logged-in driver (the app's frame, the screen's fixed parts and its loading
 * states; no driver data): the same table without the guard, whose check needs the driver's
 * storage. The browser shows it from index.html while the app loads, then replaces it.
 */
export function renderShell(url: string): Promise<{ html: string; title: string }> {
  return renderRoute(url, [{ ...routes[0], loader: undefined }]);
}

export async function renderRoute(
  url: string,
  table: RouteObject[] = routes,
): Promise<{ html: string; title: string }> {
  const handler = createStaticHandler(table);
  const context = await handler.query(new Request(url));
  if (context instanceof Response)
    throw new Error(`${url} answered a redirect: prerender public screens only`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  const matched = context.matches.at(-1)?.route.handle as { meta?: { title?: string } } | undefined;
  return { html, title: matched?.meta?.title ?? '' };
}
