/**
 * Router decorator: `parameters.route` opens the whole app (guards, layout, every registered screen)
 * at a deep link in a memory router, so play functions can walk from screen to screen.
 * `parameters.componentRoute` wraps a single component story in a router at that path instead.
 */
import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { routes } from '@/app/routing/routes';

type AppRouter = ReturnType<typeof createMemoryRouter>;
let activeRouter: AppRouter | null = null;

function AppAt({ url }: { url: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [url] }));
  useEffect(() => {
    activeRouter = router;
  }, [router]);
  return <RouterProvider router={router} />;
}

export const withRouter: Decorator = (Story, { parameters }) => {
  const route = parameters.route as string | undefined;
  if (route) return <AppAt url={route} />;
  const componentRoute = parameters.componentRoute as string | undefined;
  if (componentRoute) {
    return (
      <MemoryRouter initialEntries={[componentRoute]}>
        <Story />
      </MemoryRouter>
    );
  }
  return <Story />;
};

/** Current location of the story's app router (pathname + search). */
export function currentUrl(): string {
  const location = activeRouter?.state.location;
  return location ? `${location.pathname}${location.search}` : '';
}

/** Waits until the app has navigated to `pathname` (a file's first story also loads the app: 10 s on a busy machine). */
export async function expectPath(pathname: string, timeout = 10_000): Promise<void> {
  await waitFor(() => expect(activeRouter?.state.location.pathname).toBe(pathname), { timeout });
}
