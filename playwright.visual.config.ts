import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium';

const port = Number(process.env.VISUAL_PORT ?? 6107);

/**
 * Screenshots of every story of the static Storybook build (`npm run test:visual`; how it works and
 * how to update baselines: stories/docs/introduction.mdx). Baselines are committed in
 * tests/visual/__screenshots__/<story id>.png.
 */
export default defineConfig({
  testDir: 'tests/visual',
  // Not under test-results/: the e2e run empties that folder when it starts.
  outputDir: '.test-results/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  timeout: 120_000,
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.01,
      threshold: 0.2,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  // A new story's first screenshot becomes its baseline locally (commit it); CI never invents one.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  retries: 0,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 375, height: 812 },
    // The same browser the story tests use (mouse-driven, 1×), so every play function behaves alike.
    deviceScaleFactor: 1,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    serviceWorkers: 'allow',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: `node scripts/visual-serve.mjs --port ${port} --dir storybook-static`,
    url: `http://127.0.0.1:${port}/index.json`,
    // Never screenshot someone else's server that happens to hold the port.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
