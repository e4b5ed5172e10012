/** What a driver's finger does to a list, for the list stories. */
import { userEvent } from 'storybook/test';

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** Flicks the list to its current end and lets it draw. */
export async function scrollToEnd(scroller: HTMLElement): Promise<void> {
  scroller.scrollTop = scroller.scrollHeight;
  await frame();
  await frame();
}

export async function scrollToTop(scroller: HTMLElement): Promise<void> {
  scroller.scrollTop = 0;
  await frame();
  await frame();
}

/** Drags down from the top of `target` far enough for pull-to-refresh to fire, then lets go. */
export async function pullDown(target: Element): Promise<void> {
  const box = target.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + 10;
  const steps = [20, 60, 120, 180, 240, 300];
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target, coords: { clientX: x, clientY: y } },
    ...steps.map((dy) => ({ target, coords: { clientX: x, clientY: y + dy } })),
    { keys: '[/MouseLeft]', target, coords: { clientX: x, clientY: y + 300 } },
  ]);
}

/** Watches the page for `text`; `seen()` says whether it ever showed, even for one frame. */
export function watchFor(text: string): { seen(): boolean; stop(): void } {
  let seen = document.body.textContent?.includes(text) ?? false;
  const observer = new MutationObserver(() => {
    if (document.body.textContent?.includes(text)) seen = true;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen: () => seen, stop: () => observer.disconnect() };
}
