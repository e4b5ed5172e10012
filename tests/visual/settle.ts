/**
 * Opening a story and waiting until it has settled, the way primer/react's visual tests do: the
 * play function has finished, fonts and images are in, the network is idle and no loading
 * indicator is left, with motion switched off so two runs paint the same pixels.
 */
import type { Page } from '@playwright/test';
import { LIVE_CLOCK_TAG } from './story-index';

/** 2026-11-22 09:00 in Beijing: every date a story shows is the same on every run. */
export const FIXED_TIME = new Date('2026-11-22T09:00:00+08:00');

const FINISH_TIMEOUT_MS = 45_000;

const NO_MOTION = `*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}`;

/** antd-mobile's loading indicators and skeletons, and anything marked busy. */
const BUSY = '.adm-loading, .adm-spin-loading, .adm-skeleton, [aria-busy="true"]';

interface VisualProbe {
  finished: boolean;
  errors: string[];
}

declare global {
  interface Window {
    __visual?: VisualProbe;
  }
}

/**
 * Runs before any page script: records Storybook's render events from the preview channel as soon
 * as Storybook creates it, and switches motion off from the first paint.
 */
function probe(noMotion: string): void {
  const state: VisualProbe = { finished: false, errors: [] };
  window.__visual = state;
  const describe = (payload: unknown): string => {
    if (!payload || typeof payload !== 'object') return String(payload);
    const { message, title, description, stack } = payload as Record<string, unknown>;
    return (
      [title, message, description, stack].filter(Boolean).join('\n') || JSON.stringify(payload)
    );
  };
  let channel: unknown;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next: { on(event: string, fn: (payload: unknown) => void): void }) {
      channel = next;
      next.on('storyFinished', () => (state.finished = true));
      for (const event of [
        'storyMissing',
        'storyErrored',
        'storyThrewException',
        'playFunctionThrewException',
        'unhandledErrorsWhilePlaying',
      ]) {
        next.on(event, (payload) => state.errors.push(`${event}: ${describe(payload)}`));
      }
    },
  });
  document.addEventListener('DOMContentLoaded', () => {
    const style = document.createElement('style');
    style.textContent = noMotion;
    document.head.append(style);
  });
}

export interface OpenOptions {
  /** Let time flow from FIXED_TIME (fake timers) instead of freezing Date at it. */
  liveClock?: boolean;
}

const probed = new WeakSet<Page>();

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
}

/** Opens a story in the preview iframe and resolves once its render and play have finished. */
export async function openStory(page: Page, id: string, options: OpenOptions = {}): Promise<void> {
  // install() after setFixedTime() unfreezes Date again: the clock of a retried page starts over.
  if (options.liveClock) await page.clock.install({ time: FIXED_TIME });
  else await page.clock.setFixedTime(FIXED_TIME);
  if (!probed.has(page)) {
    probed.add(page);
    await page.addInitScript(probe, NO_MOTION);
  }
  // a11y is the story tests' job; its axe run after every story only slows screenshots down.
  await page.goto(
    `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`,
  );
  // The channel event is the documented signal; the render phase also covers a faked clock, under
  // which the channel's self-addressed messages can arrive late.
  await page
    .waitForFunction(
      () =>
        window.__visual?.finished ||
        window.__visual?.errors.length ||
        (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
      null,
      { timeout: FINISH_TIMEOUT_MS, polling: 100 },
    )
    .catch(async () => {
      const phase = await page.evaluate(
        () =>
          (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase ?? 'not started',
      );
      throw new Error(
        `story ${id} did not finish within ${FINISH_TIMEOUT_MS / 1000} s (render phase: ${phase}). ` +
          `Dates are frozen at ${FIXED_TIME.toISOString()}: if its play function waits for time to ` +
          `pass (a countdown), tag the story '${LIVE_CLOCK_TAG}'.`,
      );
    });
  const errors = await page.evaluate(() => {
    const shown = document.body.classList.contains('sb-show-errordisplay')
      ? [`error display: ${document.getElementById('error-message')?.textContent ?? ''}`]
      : [];
    return [...(window.__visual?.errors ?? []), ...shown];
  });
  if (errors.length > 0)
    throw new Error(`story ${id} did not render cleanly:\n${errors.join('\n')}`);
}

/** In the page: what is still loading (fonts, images, visible busy indicators). */
function pending(busy: string): string[] {
  // No named inner functions: this is serialised into the page, where helpers would be missing.
  const images = Array.from(document.images).filter((img) => !img.complete);
  const indicators = Array.from(document.querySelectorAll(busy)).filter(
    (el) => el.getClientRects().length > 0,
  );
  return [
    ...(document.fonts.status === 'loaded' ? [] : ['fonts loading']),
    ...images.map((img) => `image ${img.currentSrc || img.src} loading`),
    ...indicators.map(
      (el) => `busy indicator <${el.tagName.toLowerCase()} class="${el.className}">`,
    ),
  ];
}

/** Waits until the story has settled; returns what was still busy when it gave up waiting. */
export async function settle(page: Page, timeout = 10_000): Promise<string[]> {
  const late: string[] = [];
  await page
    .waitForLoadState('networkidle', { timeout })
    .catch(() => late.push('network not idle'));
  const done = await page
    .waitForFunction(`(${pending.toString()})(${JSON.stringify(BUSY)}).length === 0`, null, {
      timeout,
      polling: 100,
    })
    .then(() => true)
    .catch(() => false);
  if (!done) late.push(...(await page.evaluate(pending, BUSY)));
  await page.evaluate(() => document.fonts.ready);
  // Toasts close on a timer: wait for them, so whether one is caught on screen is not a race.
  await page
    .locator('.adm-toast-mask')
    .first()
    .waitFor({ state: 'hidden', timeout: 5_000 })
    .catch(() => late.push('toast still open'));
  return late;
}
