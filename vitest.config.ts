import { appendFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { alias } from './vite.config';
import { chromiumArgs, chromiumPath } from './scripts/chromium';
import type { DomSnapshot } from './review/lib/dom-snapshot.ts';
import { readIgnoreRegions } from './review/lib/ignore-regions.ts';
import { maskedComparator } from './review/lib/masked-comparator.ts';
import { baselinesDir, ignoreRegionsFile, reviewedFile, runDir } from './review/lib/paths.ts';
import { readReviewed } from './review/lib/reviewed-file.ts';
import { recordFailure, recordPass } from './review/lib/run-results.ts';

const storybookDir = fileURLToPath(new URL('./.storybook', import.meta.url));

// Links the stories draw as QR codes must not carry the test server's port (it moves when the
// port is taken), or the invitation-code baselines would differ from run to run.
process.env.VITE_SHARE_BASE_URL ??= 'https://driver.sandbox.invalid';

/**
 * Committed baselines of the state stories, one `<story id>.png` each (tests/visual/__screenshots__;
 * VISUAL_BASELINES points a run at a scratch copy).
 */
const BASELINES = baselinesDir();
/** Where a failed comparison leaves its reference, actual and diff images (VISUAL_OUT). */
const VISUAL_DIFFS = runDir();

/**
 * Story files that need a page of their own: the bridge client decides once per page whether a
 * native app is there (5 s), so a story file run as a plain web page (`*.web.stories.tsx`, or one
 * whose stories end in web mode) would leave the shared page in web mode for the files after it.
 */
const OWN_PAGE = [
  /\.web\.stories\.tsx$/,
  /\/bulk-detail-screen\.stories\.tsx$/,
  /\/share-code-screen\.stories\.tsx$/,
  // Their stories miss a request or an app-resume event of their own when another file ran before
  // them in the page (seen in full runs only); until that is understood they keep a fresh page.
  /\/vehicle-detail-screen\.stories\.tsx$/,
  /\/basic-info-screen\.stories\.tsx$/,
  /\/privacy-settings-screen\.stories\.tsx$/,
  // Me › LoadingFigures is captured scrolled by about 260 px (its band unpainted, 1175 px high
  // against 1174) after the files before it in full runs only, twice of two; alone it passes.
  /\/me\/center\/me-screen\.stories\.tsx$/,
  // Personal home › NotPartner drew its picture and links a pixel or two off after the files before
  // it in a full run (a stylesheet they load; which files run first changed with the domain folders)
  // and the same every time alone: its baseline is the alone drawing, so it runs alone.
  /\/personal-home-screen\.stories\.tsx$/,
  // The app's one waybill outbox (a module and IndexedDB) is what these stories are about.
  /-(outbox|offline)\.stories\.tsx$/,
];

const storyFiles = readdirSync('stories', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => `stories/${file.replaceAll('\\', '/')}`);
const ownPage = storyFiles.filter((file) => OWN_PAGE.some((re) => re.test(file)));
const sharedPage = storyFiles.filter((file) => !ownPage.includes(file));

/**
 * The story run: `storybook` runs the files one after another in one page per worker (no page load,
 * preview and sandbox start per file: about a third of the time), each story still starting from a
 * clean slate (.storybook/preview.tsx `beforeEach`); `storybook-own-page` gives each of its files a
 * fresh page. Run both with `--project 'storybook*'`.
 */
function storyProject(
  name: string,
  isolate: boolean,
  exclude: string[],
): TestProjectInlineConfiguration {
  return {
    extends: './vite.config.ts',
    plugins: [storybookTest({ configDir: storybookDir })],
    // Pre-bundled up front: a dependency discovered mid-run reloads the page and fails stories.
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react-router-dom',
        'antd-mobile',
        'antd-mobile-icons',
        'antd-mobile/es/global',
        'antd-mobile/es/utils/unstable-render',
        '@tanstack/react-query',
        '@tanstack/react-virtual',
        'qrcode',
        'jsqr',
        'zustand',
        'axios',
        'dayjs',
        'dompurify',
        'msw',
        'msw/browser',
      ],
    },
    test: {
      name,
      exclude,
      testTimeout: 30_000,
      // In the shared page the first story of a file now and then misses its first look (about one
      // story in a thousand per run, a different one each time): it gets one more try there.
      retry: isolate ? 0 : 1,
      // Both cores: two browser pages.
      maxWorkers: Number(process.env.STORY_WORKERS ?? 2),
      // State stories are screenshotted right after their test (tests/visual/capture-state.ts).
      setupFiles: ['tests/visual/capture-state.ts'],
      browser: {
        enabled: true,
        isolate,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
          // What the phone of a driver in China shows; 1 CSS px is 1 screenshot px. The window
          // is taller than any shot (tests/visual/capture-state.ts, FULL_PAGE_MAX_PX): in a
          // smaller one the story frame is scaled down to fit (375×812 became 333×720).
          contextOptions: {
            locale: 'zh-CN',
            timezoneId: 'Asia/Shanghai',
            deviceScaleFactor: 1,
            viewport: { width: 1280, height: 3100 },
          },
        }),
        instances: [{ browser: 'chromium' }],
        viewport: { width: 375, height: 812 },
        // The Storybook plugin turns file writing off unless asked: baselines are written.
        api: { allowWrite: true },
        expect: {
          toMatchScreenshot: {
            // Vitest's pixelmatch after the story's ignore regions are painted over in both
            // pictures (review/lib/masked-comparator.ts; the regions come per story).
            comparatorName: 'masked',
            comparators: { masked: maskedComparator },
            // Per-pixel colour threshold 0.2; at most 1 % of the pixels may differ. A strict run
            // (`npm run test:visual:refresh`) allows 0.05 %: a floating button that moved (about
            // 0.5 % of a page) passes the 1 % but not that, so its baseline is re-taken.
            comparatorOptions: {
              threshold: 0.2,
              allowedMismatchedPixelRatio: process.env.VISUAL_STRICT ? 0.0005 : 0.01,
            },
            screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
            timeout: 10_000,
            // `arg` is the story id with its `--` as `/` (tests/visual/capture-state.ts).
            resolveScreenshotPath: ({ arg, ext }) => join(BASELINES, arg.replace('/', '--') + ext),
            resolveDiffPath: ({ arg, ext }) => join(VISUAL_DIFFS, arg.replace('/', '--') + ext),
          },
        },
        commands: {
          // scripts/visual.mjs prunes the baselines of stories no longer screenshotted.
          visualCaptured(_context, storyId: string) {
            const list = process.env.VISUAL_CAPTURED_FILE;
            if (list) appendFileSync(list, `${storyId}\n`);
            recordPass(storyId);
          },
          // The review desk's side of the run (review/): a story's ignore regions and rejection…
          visualReviewInfo(_context, storyId: string) {
            const regions = (readIgnoreRegions(ignoreRegionsFile())[storyId] ?? []).map(
              ({ id, x, y, width, height }) => ({ id, x, y, width, height }),
            );
            const entry = readReviewed(reviewedFile())[storyId];
            const rejection =
              entry?.decision === 'rejected'
                ? `rejected in review by ${entry.reviewer} (${entry.time}): ${entry.note}`
                : null;
            return { regions, rejection };
          },
          // …and what a failed or new comparison leaves for it.
          visualFailed(
            context,
            storyId: string,
            outcome: 'changed' | 'new',
            message: string,
            snapshot: DomSnapshot,
          ) {
            const updating = context.project.serializedConfig.snapshotOptions.updateSnapshot;
            recordFailure(storyId, outcome, message, snapshot, updating === 'all');
          },
        },
      },
    },
  };
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      storyProject('storybook', false, ownPage),
      storyProject('storybook-own-page', true, sharedPage),
    ],
  },
});
