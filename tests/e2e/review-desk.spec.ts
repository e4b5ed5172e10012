/**
 * The review desk (review/, `npm run review`) in a real browser, on a scratch copy of the
 * baselines: one kit token changes → the visual run fails on exactly the stories that draw it →
 * the desk lists them → accept three, reject one, undo one, accept the identical rest → the
 * baselines and the reviewed file hold exactly those decisions → the next run fails only on the
 * rejected story. The run is narrowed to three story files so it stays affordable.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readIgnoreRegions } from '../../review/lib/ignore-regions';
import { readReviewed } from '../../review/lib/reviewed-file';
import { readResults } from '../../review/lib/run-results';

const STORY_FILES = [
  'stories/components/load-state.stories.tsx',
  'stories/components/result-page.stories.tsx',
  'stories/components/money-text.stories.tsx',
];
/** The kit token: the brand blue, drawn by primary buttons and links. */
const THEME = 'src/styles/theme.css';
const TOKEN = '--app-brand: #0b62d6;';
const CHANGED_TOKEN = '--app-brand: #a8071a;';
/** The state stories of those files that draw the brand colour (buttons, links). */
const USES_TOKEN = [
  'components-loadstate--failed',
  'components-loadstate--retrying',
  'components-resultpage--failed',
  'components-resultpage--success',
  'components-resultpage--waiting',
];
const DESK_PORT = Number(process.env.REVIEW_E2E_PORT ?? 4386);
/** Nothing listens here: the desk must say Storybook is not running. */
const NO_STORYBOOK = 'http://127.0.0.1:4389';

test.use({ viewport: { width: 1400, height: 1000 }, isMobile: false, hasTouch: false });

/** The scratch folders of one test: a copy of the baselines and the run's output. */
function scratchDirs() {
  // Inside the repository: the story run's browser may only write files under its root.
  mkdirSync('.test-results', { recursive: true });
  const scratch = mkdtempSync(join('.test-results', 'review-desk-'));
  const baselines = join(scratch, 'visual', '__screenshots__');
  const run = join(scratch, 'run');
  const env = {
    ...process.env,
    VISUAL_BASELINES: baselines,
    VISUAL_OUT: run,
    STORYBOOK_URL: NO_STORYBOOK,
  };
  return { scratch, baselines, run, env };
}

type Env = ReturnType<typeof scratchDirs>['env'];

function visualRun(env: Env): Promise<number> {
  const child = spawn('node', ['scripts/visual.mjs', ...STORY_FILES, '--retry=0'], {
    env,
    stdio: 'ignore',
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

function startDesk(env: Env): Promise<ChildProcess> {
  const child = spawn('node_modules/.bin/tsx', ['scripts/review.ts', '--port', String(DESK_PORT)], {
    env,
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      if (out.includes('review desk:')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`desk exited with ${code}: ${out}`)));
  });
}

const summary = (page: Page) => page.locator('#summary');
const png = (dir: string, id: string, suffix = '') => readFileSync(join(dir, `${id}${suffix}.png`));

test('a token change reviewed at the desk: accept, reject, undo, accept the identical rest', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { scratch, baselines, run, env } = scratchDirs();
  const theme = readFileSync(THEME, 'utf8');
  expect(theme).toContain(TOKEN);
  cpSync('tests/visual/__screenshots__', baselines, { recursive: true });
  let desk: ChildProcess | undefined;
  let passed = false;
  try {
    writeFileSync(THEME, theme.replace(TOKEN, CHANGED_TOKEN));
    await test.step('the visual run fails on exactly the stories that draw the token', async () => {
      const started = Date.now();
      expect(await visualRun(env)).toBe(1);
      console.log(`review desk: first visual run ${((Date.now() - started) / 1000).toFixed(1)} s`);
      expect([...readResults(run).keys()].sort()).toEqual(USES_TOKEN);
      const captured = readFileSync(join(run, 'captured.txt'), 'utf8').split('\n').filter(Boolean);
      expect(captured.length).toBeGreaterThan(0);
      expect(captured.some((id) => USES_TOKEN.includes(id))).toBe(false);
    });

    const opening = Date.now();
    desk = await startDesk(env);
    await page.goto(`http://127.0.0.1:${DESK_PORT}/`);
    await expect(page.locator('#list button.item')).toHaveCount(USES_TOKEN.length);
    console.log(
      `review desk: listed ${USES_TOKEN.length} changes ${Date.now() - opening} ms after start`,
    );
    await expect(summary(page)).toContainText('5 changed · 0 new · 0 removed');
    await expect(page.getByRole('heading', { name: 'Kit components (5)' })).toBeVisible();

    await test.step('the desk has no accessibility violations (axe, WCAG 2 A and AA)', async () => {
      await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run: (...args: unknown[]) => Promise<{ violations: { id: string }[] }> };
          }
        ).axe;
        const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] });
        return result.violations.map((violation) => violation.id);
      });
      expect(violations).toEqual([]);
    });

    await test.step('the pictures compare five ways, zoomed together, with why it changed', async () => {
      const panes = page.locator('.panes img');
      await expect(panes).toHaveCount(2);
      await page.keyboard.press('+');
      await expect(page.getByLabel('Zoom', { exact: true })).toHaveText('150 %');
      await expect
        .poll(() =>
          panes.evaluateAll((images: HTMLImageElement[]) =>
            images.map((img) => Math.round((img.width / (img.naturalWidth || 1)) * 10) / 10),
          ),
        )
        .toEqual([1.5, 1.5]);
      await page.keyboard.press('0');
      await page.keyboard.press('2');
      await expect(page.getByLabel('Slider: how much of the new picture shows')).toBeVisible();
      await page.keyboard.press('3');
      await expect(page.getByLabel('Opacity of the new picture')).toBeVisible();
      await page.keyboard.press('4');
      await expect(page.locator('.control')).toContainText('Showing:');
      await page.keyboard.press('5');
      await expect(page.locator('.outline')).toBeVisible();
      await expect(page.getByRole('radio', { name: '5 diff only' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await page.keyboard.press('1');
      await expect(page.locator('.why')).toContainText('pixels differ');
      await expect(page.locator('.why .changes > li').first()).toBeVisible();
      await expect(page.locator('.live')).toContainText('Storybook is not running');
    });

    const decided: Record<string, string> = {};
    await test.step('accept three, reject one, undo one, accept the identical rest', async () => {
      for (const count of [1, 2, 3]) {
        const id = await page.locator('#list button[aria-current="true"]').getAttribute('data-id');
        await page.keyboard.press('a');
        await expect(summary(page)).toContainText(`${count} accepted`);
        decided[id!] = 'accepted';
      }
      const rejected = await page
        .locator('#list button[aria-current="true"]')
        .getAttribute('data-id');
      await page.getByLabel('Note (kept with the decision)').fill('the red is too loud');
      await page.getByRole('button', { name: 'Reject (R)' }).click();
      await expect(summary(page)).toContainText('1 rejected');
      decided[rejected!] = 'rejected';
      const undone = Object.keys(decided)[0];
      await page.locator(`#list button[data-id="${undone}"]`).click();
      await expect(page.locator('.standing')).toContainText('accepted by');
      await page.keyboard.press('u');
      await expect(summary(page)).toContainText('2 accepted, 1 rejected, 2 to review');
      delete decided[undone];
      await page.keyboard.press('i');
      await expect(summary(page)).toContainText('4 accepted, 1 rejected, 0 to review');
      for (const id of USES_TOKEN) decided[id] ??= 'accepted';
    });

    await test.step('an ignore region drawn on a picture is saved for its story', async () => {
      const id = USES_TOKEN.find((story) => decided[story] === 'accepted')!;
      await page.locator(`#list button[data-id="${id}"]`).click();
      await page.getByText(/^Ignore regions \(0\)$/).click();
      const surface = page.getByTestId('draw-surface');
      await surface.scrollIntoViewIfNeeded();
      const box = (await surface.boundingBox())!;
      await page.mouse.move(box.x + 10, box.y + 10);
      await page.mouse.down();
      await page.mouse.move(box.x + 60, box.y + 40, { steps: 4 });
      await page.mouse.up();
      await expect(page.locator('.regions li')).toContainText('hid a difference in 0 runs');
      const regions = readIgnoreRegions(join(scratch, 'visual', 'ignore-regions.json'))[id];
      expect(regions).toHaveLength(1);
      expect(regions[0].width).toBeGreaterThan(30);
    });

    await test.step('the baselines and the reviewed file hold exactly those decisions', () => {
      const reviewed = readReviewed(join(scratch, 'visual', 'reviewed.json'));
      expect(
        Object.fromEntries(Object.entries(reviewed).map(([id, e]) => [id, e.decision])),
      ).toEqual(decided);
      for (const [id, decision] of Object.entries(decided)) {
        const now = png(baselines, id);
        expect(reviewed[id].reviewer).not.toBe('');
        if (decision === 'accepted') {
          expect(now.equals(png(run, id, '-actual'))).toBe(true);
          expect(existsSync(join(scratch, 'visual', '__dom__', `${id}.json`))).toBe(true);
        } else {
          expect(now.equals(png('tests/visual/__screenshots__', id))).toBe(true);
          expect(reviewed[id].note).toBe('the red is too loud');
        }
      }
      const accepted = Object.values(decided).filter((decision) => decision === 'accepted');
      console.log(
        `review desk: files written: ${accepted.length} baselines, ${accepted.length} DOM snapshots (__dom__/), reviewed.json, ignore-regions.json`,
      );
      console.log(
        `review desk: ${Object.keys(decided).length} decisions, reviewed.json:\n${readFileSync(join(scratch, 'visual', 'reviewed.json'), 'utf8')}`,
      );
    });

    await test.step('the next visual run passes except the rejected story', async () => {
      process.kill(-desk!.pid!);
      desk = undefined;
      const started = Date.now();
      expect(await visualRun(env)).toBe(1);
      console.log(`review desk: second visual run ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const results = readResults(run);
      const rejected = Object.keys(decided).filter((id) => decided[id] === 'rejected');
      expect([...results.keys()]).toEqual(rejected);
      expect(results.get(rejected[0])?.message).toContain('rejected in review by');
    });
    passed = true;
  } finally {
    writeFileSync(THEME, theme);
    if (desk?.pid) process.kill(-desk.pid);
    // A failure leaves the scratch folders to look at.
    if (passed) rmSync(scratch, { recursive: true, force: true });
    else console.log(`review desk: scratch folders kept in ${scratch}`);
  }
});
