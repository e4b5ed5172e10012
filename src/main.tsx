/**
 * Entry: the antd-mobile React 19 adapter, the query cache, the router and the HTTP side effects.
 * No sandbox here: in development the Vite dev server answers /api from the sandbox in Node
 * (scripts/vite-sandbox.ts), so production bundles never contain it.
 */
// Global styles first, so component styles come after them in the bundle.
import '@/styles/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
// Deep imports: the package index is marked side-effectful and would pull antd-mobile's animation
// library into the entry chunk; screens import components when they need them.
import 'antd-mobile/es/global';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { wireHttp } from '@/app/session/http-wiring';
import { installAntdRender } from '@/components/antd-render';
import { preloadFeedback } from '@/components/feedback';
import { createQueryClient } from '@/app/session/query-client';
import { createAppRouter, type AppRouter } from '@/app/routing/router';

installAntdRender();

// antd-mobile animates with JS springs, which the CSS media query in global.css cannot stop.
if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
  void import('antd-mobile').then(({ reduceMotion }) => reduceMotion());
}

const router = createAppRouter();
// The shell re-wires with its own navigate once mounted; this covers the guard of the first load.
wireHttp({
  navigate: (to, options) => void router.navigate(to, options),
  pathname: () => router.state.location.pathname,
});

/** Resolves once the first screen's chunk and the guard are done. */
function initialized(appRouter: AppRouter): Promise<void> {
  if (appRouter.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = appRouter.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

if (container.dataset.prerendered) {
  // A prerendered screen (scripts/prerender.mjs) is hydrated in place once the router has loaded
  // the same screen, so the driver's first paint stays and nothing is rendered twice.
  void initialized(router).then(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('[hydrate]', error),
    });
  });
} else {
  createRoot(container).render(app);
}

// Toasts and dialogs arrive with their own chunk; fetch it while the driver reads the screen.
preloadFeedback();
