import '../src/styles/global.css';
import '../src/styles/driver-theme.css';
import type { Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Dialog, reduceMotion, Toast } from 'antd-mobile';
import { installAntdRender } from '../src/lib/antd-render';
import { forgetFloatingPositions } from '../src/components/floating-button';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { type ReactNode, useState } from 'react';
import { configure } from 'storybook/test';
import { installStoryBridge, type StoryBridge } from '../stories/support/bridge';
import { DEFAULT_DEVICE, DEVICES } from '../stories/support/devices';
import { withRouter } from '../stories/support/router';
import {
  injectFault,
  resetStorySandbox,
  type SandboxFault,
  workerHandlers,
} from '../stories/support/sandbox';
import { seedSession, type StorySession } from '../stories/support/session';
import type { ScenarioName } from '@sim/sandbox/sandbox';
import { resetLocation } from '@/lib/bridge/location-fix';
import { bridge } from '@/lib/bridge/bridge';
import { idleWorkNow } from '@/lib/scheduling/when-idle';
import { stopWaybillOutbox } from '@/lib/waybill-outbox';
import { connectWrites } from '@/lib/query/write-changes';
import { themeGlobalType, withTheme } from './theme';

installAntdRender();

// The bridge client's wait for a native side (5 s, then web mode) belongs to the page, not to a
// story: started here, before any story marks its timers, it is not ended with the first state
// story that happens to finish within those 5 s (every later bridge call of the file would hang).
void bridge.ready();

/** A fresh query cache per story, kept across re-renders of the same story. */
function StoryQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const story = new QueryClient({
      defaultOptions: {
        queries: { retry: false, refetchOnWindowFocus: false },
        mutations: { retry: 0 },
      },
    });
    // As in the app: every write's `changes` are read again in this story's cache.
    connectWrites(story);
    return story;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

// findBy*/waitFor wait up to 3 s (1 s by default): on a busy 2-core CI machine a sandbox answer or
// a closing overlay can take longer than a second, and a person would wait that long too.
configure({ asyncUtilTimeout: 3000 });

// Overlays must not fade between stories: a fading dialog from the last story trips a11y checks.
reduceMotion();

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...workerHandlers());
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  async beforeEach({ parameters }) {
    // Each story is a new visit; the stories of a file share a page in the story run.
    forgetFloatingPositions();
    // A visit starts at the top: the last story of the shared page may have scrolled the window,
    // and the app's ScrollRestoration would restore what an earlier story saved for the memory
    // router's first entry (its key is always `default`); it reloads its positions from this
    // session key when it mounts. A full-page screenshot of a scrolled page draws the nav bar mid-page.
    sessionStorage.setItem('react-router-scroll-positions', '{}');
    window.scrollTo(0, 0);
    Dialog.clear();
    Toast.clear();
    // Work the app defers to the driver's first input or idle time (the native services) starts
    // with the story, as it did before that deferral; tests/unit/lib/scheduling covers the wait.
    idleWorkNow();
    installStoryBridge(parameters.bridge as StoryBridge | undefined);
    // The fix the location poll kept belongs to the last story's phone (now detached).
    resetLocation();
    // The last story's outbox (its timers, its database) is not this visit's.
    stopWaybillOutbox();
    const sandbox = (parameters.sandbox ?? {}) as {
      scenario?: ScenarioName;
      faults?: SandboxFault[];
    };
    resetStorySandbox(sandbox.scenario);
    await seedSession(parameters.session as StorySession | undefined);
    for (const fault of sandbox.faults ?? []) await injectFault(fault);
  },
  decorators: [
    withRouter,
    (Story) => (
      <StoryQueryClient>
        <Story />
      </StoryQueryClient>
    ),
    // Outermost: screen stories (parameters.route) never render the inner <Story />.
    withTheme,
  ],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: DEVICES },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: { order: ['Docs', ['Introduction', 'Design tokens'], 'Components', 'Screens'] },
    },
  },
  globalTypes: { theme: themeGlobalType },
  initialGlobals: { viewport: { value: DEFAULT_DEVICE, isRotated: false }, theme: 'standard' },
  // Screenshots are opt-in: a story tagged `state` is captured (.storybook/state-stories.ts).
  tags: ['autodocs'],
};

export default preview;
