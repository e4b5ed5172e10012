/**
 * What the `state` tag does (stories/docs/introduction.mdx, "Visual baselines"). A state story —
 * default, loading, empty, error, a validation error — is a look designers review, and the story
 * test run screenshots it (tests/visual/capture-state.ts) once its play function has ended.
 *
 * main.ts lists these annotations before every addon's, so this afterEach runs straight after the
 * play function, before the a11y check: what the play reached is held still from that moment.
 */
import type { Preview } from '@storybook/react-vite';
import { FIXED_TIME, setStoryClock } from '../stories/support/clock';
import { endTimers, holdTimers, installTimerHold, timerMark } from './hold-timers';

/** Opt-in: the story is a state and is screenshotted. Journeys (multi-step plays) go without. */
export const STATE_TAG = 'state';
/** The clock of a state story runs on from FIXED_TIME instead of standing still at it. */
export const LIVE_CLOCK_TAG = 'live-clock';

/** Vitest's browser runner marks its page; Storybook in a browser is left as it is. */
const inStoryTestRun = '__vitest_browser__' in globalThis;
if (inStoryTestRun) installTimerHold();

/** Undoes the running state story's clock and ends its timers; null when none is running. */
let undo: (() => void) | null = null;

/**
 * Gives the page its real clock back, ends the story's timers and resumes the older ones.
 * Storybook calls it when the next story starts; the story run calls it as soon as the screenshot
 * is taken, before the next story file is even imported (a file's module code may read the clock).
 */
export function endStateStory(): void {
  undo?.();
}

export const beforeEach: Preview['beforeEach'] = ({ tags }) => {
  if (!tags.includes(STATE_TAG)) return undefined;
  const restoreClock = setStoryClock(FIXED_TIME, { running: tags.includes(LIVE_CLOCK_TAG) });
  const mark = timerMark();
  undo = () => {
    undo = null;
    if (inStoryTestRun) endTimers(mark);
    restoreClock();
  };
  return endStateStory;
};

export const afterEach: Preview['afterEach'] = ({ tags }) => {
  if (inStoryTestRun && tags.includes(STATE_TAG)) holdTimers();
};
