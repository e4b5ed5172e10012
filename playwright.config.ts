import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 4180);

/** Journeys against the production build served with the sandbox API on loopback (scripts/serve.ts). */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  use: {
    ...devices['iPhone X'],
    browserName: 'chromium',
    defaultBrowserType: 'chromium',
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: `node_modules/.bin/tsx scripts/serve.ts --port ${port} --static dist`,
    url: `http://127.0.0.1:${port}/__sandbox/state`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
