/**
 * For a state story whose look lasts only a moment (a 2-s toast, a carousel's first slide): call
 * `holdStill()` as soon as the play has seen it. The timers then pending — the toast's close, the
 * next slide, a countdown's tick — wait until the screenshot is taken, however slow the rest of the
 * play, the a11y check and the capture are on a busy machine; timers set afterwards run as usual.
 * The hold ends with the story. Outside the story test run (Storybook in a browser) it does nothing.
 */
import { holdTimers } from '../../.storybook/hold-timers';

export function holdStill(): void {
  holdTimers();
}
