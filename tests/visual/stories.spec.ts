/**
 * One screenshot per story of the static Storybook build, compared with the committed baseline
 * tests/visual/__screenshots__/<story id>.png. Stories are discovered from index.json.
 */
import { expect, test } from '@playwright/test';
import { openStory, settle } from './settle';
import { INDEX_FILE, LIVE_CLOCK_TAG, visualStories } from './story-index';

const stories = visualStories();

if (stories.length === 0) {
  test('storybook build has stories', () => {
    throw new Error(`no stories in ${INDEX_FILE}: run \`npm run build-storybook\` first`);
  });
}

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ page }, testInfo) => {
    testInfo.annotations.push({ type: 'story', description: story.id });
    const started = Date.now();
    const liveClock = story.tags.includes(LIVE_CLOCK_TAG);
    try {
      await openStory(page, story.id, { liveClock });
    } catch (error) {
      if (liveClock) throw error;
      // A play that waits for a countdown cannot finish while Date is frozen: give it a running
      // clock from the same start. A story that is simply broken fails this second try as well.
      const reason = String((error as Error).message)
        .split('\n')
        .slice(0, 2)
        .join(' ');
      testInfo.annotations.push({
        type: 'warning',
        description: `failed with the clock frozen (${reason}); retried with a running clock — tag the story '${LIVE_CLOCK_TAG}' to skip the frozen try`,
      });
      await openStory(page, story.id, { liveClock: true });
    }
    const rendered = Date.now();
    for (const late of await settle(page)) {
      testInfo.annotations.push({ type: 'warning', description: late });
    }
    const settled = Date.now();
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
    testInfo.annotations.push({
      type: 'timing',
      description: `render+play ${rendered - started} ms, settle ${settled - rendered} ms, screenshot ${Date.now() - settled} ms`,
    });
  });
}
