/**
 * Vitest setup file of the story project: after a state story's test has passed — play function,
 * a11y check and all — its page is screenshotted in the same browser and compared with the
 * committed baseline tests/visual/__screenshots__/<story id>.png (vitest.config.ts sets the path
 * and the tolerance; `--update` rewrites baselines). Timers were held when the play ended
 * (.storybook/hold-timers.ts), so a toast, a countdown or a loading spinner stays as it was.
 * Then the layout check looks at the page at every device size (tests/visual/layout-run.ts): after
 * the screenshot, so the baselines never see the resizing, and with motion still off.
 */
import { afterEach, type TestContext } from 'vitest';
import { commands, page } from 'vitest/browser';
import { FLOATING_SETTLE_EVENT } from '@/components/floating-button';
import { callsSettled } from '../../.storybook/hold-timers';
import { endStateStory, STATE_TAG } from '../../.storybook/state-stories';
import type { DomSnapshot } from '../../review/lib/dom-snapshot';
import type { Rect } from '../../review/lib/ignore-regions';
import { domSnapshot } from './dom-capture';
import { resizeTo, runLayoutCheck } from './layout-run';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Notes a screenshotted story (vitest.config.ts), so a full update can prune stale baselines. */
    visualCaptured: (storyId: string) => Promise<void>;
    /** The story's ignore regions and, when the review desk rejected its picture, why. */
    visualReviewInfo: (
      storyId: string,
    ) => Promise<{ regions: (Rect & { id: string })[]; rejection: string | null }>;
    /** Leaves a failed or new comparison's DOM snapshot for the review desk (review/). */
    visualFailed: (
      storyId: string,
      outcome: 'changed' | 'new',
      message: string,
      snapshot: DomSnapshot,
    ) => Promise<void>;
  }
}

/** Set by @storybook/addon-vitest on each story test's context. */
interface StoryOnContext {
  story?: { id: string; tags: string[] };
}

/** Caret, transitions and CSS animations off: two runs paint the same pixels. */
const NO_MOTION =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';

const IMAGES_TIMEOUT_MS = 5_000;

async function imagesLoaded(): Promise<void> {
  const pending = Array.from(document.images).filter((img) => !img.complete);
  const loads = pending.map(
    (img) =>
      new Promise((resolve) => {
        img.addEventListener('load', resolve, { once: true });
        img.addEventListener('error', resolve, { once: true });
      }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise((resolve) => (timer = setTimeout(resolve, IMAGES_TIMEOUT_MS)));
  await Promise.race([Promise.all(loads), giveUp]);
  clearTimeout(timer);
}

/**
 * The tallest shot: a page longer than this (a long virtual list) is shot to here. The browser
 * window (vitest.config.ts) is taller, so the story frame is never scaled down to fit it.
 */
export const FULL_PAGE_MAX_PX = 3000;

/**
 * A page longer than the phone's screen is laid out at its whole height for the shot: the story
 * frame paints only what lies inside it, so a shot at the phone's height showed the first screen
 * and white below. Returns the undo.
 */
async function toFullHeight(): Promise<() => Promise<void>> {
  const { innerWidth: width, innerHeight: height } = window;
  const root = document.scrollingElement ?? document.documentElement;
  const full = Math.min(FULL_PAGE_MAX_PX, root.scrollHeight);
  if (full <= height) return async () => undefined;
  await resizeTo(width, full);
  // Longer still (more rows drawn at this height): the shot ends at the frame's bottom.
  const html = document.documentElement;
  const clipped = root.scrollHeight > full;
  if (clipped) html.style.setProperty('height', `${full}px`);
  if (clipped) html.style.setProperty('overflow', 'hidden');
  return async () => {
    html.style.removeProperty('height');
    html.style.removeProperty('overflow');
    await resizeTo(width, height);
  };
}

/**
 * A state story tagged so is shot at the phone's height: a paged list whose next page may or may
 * not have come in by the shot (the fuel station list) would give a different length each run.
 */
export const FIRST_SCREEN_TAG = 'first-screen';

/** Vitest's message for a story with no baseline yet (a new state story). */
const NO_REFERENCE = /No existing reference screenshot found/;

/**
 * The comparison with the baseline, its ignore regions painted over; a failure leaves the page's
 * DOM snapshot for the review desk and says when a reviewer has rejected this picture before.
 */
async function compare(context: TestContext, storyId: string): Promise<void> {
  const { regions, rejection } = await commands.visualReviewInfo(storyId);
  try {
    // `title--name` as `title/name`: Vitest would squeeze the `--` of the file name to `-`.
    await context
      .expect(page.elementLocator(document.documentElement))
      .toMatchScreenshot(storyId.replace('--', '/'), {
        comparatorName: 'masked',
        comparatorOptions: { storyId, regions },
      });
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    const outcome = NO_REFERENCE.test(said) ? 'new' : 'changed';
    const message = rejection ? `${said}\n${rejection}` : said;
    await commands.visualFailed(storyId, outcome, message, domSnapshot(storyId));
    if (error instanceof Error) error.message = message;
    throw error;
  }
}

async function capture(context: TestContext, storyId: string, tags: string[]): Promise<void> {
  await callsSettled();
  await document.fonts.ready;
  await imagesLoaded();
  // The shot is of the whole page from its top: the a11y check that ran after the play may have
  // left the window scrolled, and a scrolled page draws its fixed nav bar mid-page.
  window.scrollTo(0, 0);
  const restore = tags.includes(FIRST_SCREEN_TAG) ? async () => undefined : await toFullHeight();
  try {
    // A floating button takes its spot for the page as it is now, not after a held timer.
    window.dispatchEvent(new Event(FLOATING_SETTLE_EVENT));
    await compare(context, storyId);
  } finally {
    await restore();
  }
  await commands.visualCaptured(storyId);
}

/** The screenshot, then the layout check, both with motion off; the screenshot's failure first. */
async function captureAndCheck(
  context: TestContext,
  storyId: string,
  tags: string[],
): Promise<void> {
  const style = document.createElement('style');
  style.textContent = NO_MOTION;
  document.head.append(style);
  try {
    const shot = await capture(context, storyId, tags).then(
      () => null,
      (error: unknown) => error,
    );
    const layout = await runLayoutCheck(storyId).then(
      () => null,
      (error: unknown) => error,
    );
    if (shot) throw shot;
    if (layout) throw layout;
  } finally {
    style.remove();
  }
}

afterEach(async (context) => {
  const story = (context as unknown as StoryOnContext).story;
  if (!story?.tags.includes(STATE_TAG)) return;
  try {
    // A failed story has already said what is wrong; its half-done page is no look to compare.
    if (context.task.result?.state !== 'fail') await captureAndCheck(context, story.id, story.tags);
  } finally {
    endStateStory();
  }
});
