import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import e2e from '../../playwright.config';

/** The checkout: the web server's command is relative to it, not to this folder. */
const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run soak`: the long-day benchmark (long-day.spec.ts) on the e2e suite's browser, device and
 * web server (the production build in dist/ with the sandbox API), kept out of `playwright test`,
 * whose testDir is tests/e2e. One worker; a generous timeout, since 12 simulated hours take minutes.
 */
export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 30 * 60_000,
  workers: 1,
  retries: 0,
  use: { ...e2e.use, trace: 'off' },
  webServer: { ...(e2e.webServer as object), cwd: root } as typeof e2e.webServer,
});
