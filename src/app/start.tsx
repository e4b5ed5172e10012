/**
 * The app's start: the antd-mobile React 19 adapter, the query cache, the router and the HTTP side
 * effects, then the first screen — hydrated in place when it was prerendered. src/main.tsx loads it
 * after React DOM, so evaluating the two is two tasks rather than one long one.
 * No sandbox here: in development the Vite dev server answers /api from the sandbox in Node
 * (scripts/vite-sandbox.ts), so production bundles never contain it.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { installAntdRender } from '@/lib/antd-render';
import { preloadFeedback } from '@/components/feedback';
import { loadHttpClient } from '@/lib/http/client';
import { whenIdle } from '@/lib/scheduling/when-idle';
import { yieldToBrowser } from '@/lib/scheduling/yield-to-browser';
import { createAppRouter, type AppRouter } from './routing/router';
import { createQueryClient } from './session/query-client';
import { wireHttp } from './session/http-wiring';

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

export async function startApp(): Promise<void> {
  installAntdRender();

  // antd-mobile animates with JS springs, which the CSS media query in global.css cannot stop.
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    void import('antd-mobile').then(({ reduceMotion }) => reduceMotion());
  }

  // Starting the router (its route table ranked, the first match found) is a task of its own,
  // apart from evaluating the app's modules.
  await yieldToBrowser();
  const router = createAppRouter();
  // The shell re-wires with its own navigate once mounted; this covers the guard of the first load.
  wireHttp({
    navigate: (to, options) => void router.navigate(to, options),
    pathname: () => router.state.location.pathname,
  });

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
    // the same screen, so the driver's first paint stays and nothing is rendered twice. As a
    // transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole tree.
    void initialized(router)
      .then(yieldToBrowser)
      .then(() => {
        startTransition(() => {
          hydrateRoot(container, app, {
            onRecoverableError: (error) => console.error('[hydrate]', error),
          });
        });
      });
  } else if (container.dataset.shell) {
    // A tab's shell from index.html (scripts/prerender.mjs) stays on show until the router has the
    // screen and the guard's verdict; the app then renders over it in one commit, as a transition
    // that yields to the browser every few milliseconds.
    void initialized(router)
      .then(yieldToBrowser)
      .then(() => {
        startTransition(() => createRoot(container).render(app));
      });
  } else {
    createRoot(container).render(app);
  }

  // Toasts and dialogs arrive with their own chunk (and the animation library), the HTTP client
  // with axios: fetch them once the driver starts using the screen, or when the page has been quiet
  // a while — so the login call does not wait for its client, and /login's first load has neither.
  whenIdle(preloadFeedback);
  whenIdle(() => void loadHttpClient());
}
