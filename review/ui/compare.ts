/**
 * The two pictures of a story, five ways: side by side, a slider, onion skin, strobe and the diff
 * alone with the changed region outlined. One zoom for all, and the side-by-side panes scroll
 * together, so the eye compares the same spot.
 */
import type { Detail, Item } from './api.ts';
import { picture } from './api.ts';
import { el } from './dom.ts';

export const MODES = ['side by side', 'slider', 'onion skin', 'strobe', 'diff only'] as const;
export type Mode = (typeof MODES)[number];

let strobeTimer: number | undefined;

function img(src: string, alt: string, zoom: number): HTMLImageElement {
  const image = el('img', { src, alt, draggable: 'false' });
  image.addEventListener('load', () => {
    image.style.width = `${image.naturalWidth * zoom}px`;
  });
  return image;
}

function pane(label: string, image: HTMLElement, extra: HTMLElement | null = null): HTMLElement {
  // Focusable, so the keyboard can scroll a tall picture too.
  const frame = el(
    'div',
    { class: 'frame', tabindex: 0, role: 'group', 'aria-label': label },
    image,
    extra,
  );
  return el('figure', { class: 'pane' }, el('figcaption', { text: label }), frame);
}

/** Scrolling one pane scrolls the others to the same spot. */
function syncScroll(frames: HTMLElement[]): void {
  let busy = false;
  for (const frame of frames) {
    frame.addEventListener('scroll', () => {
      if (busy) return;
      busy = true;
      for (const other of frames) {
        if (other === frame) continue;
        other.scrollTop = frame.scrollTop;
        other.scrollLeft = frame.scrollLeft;
      }
      requestAnimationFrame(() => (busy = false));
    });
  }
}

function outline(box: NonNullable<Detail['picture']>['box'], zoom: number): HTMLElement | null {
  if (!box) return null;
  const mark = el('div', { class: 'outline', 'aria-hidden': 'true' });
  Object.assign(mark.style, {
    left: `${box.x * zoom}px`,
    top: `${box.y * zoom}px`,
    width: `${box.width * zoom}px`,
    height: `${box.height * zoom}px`,
  });
  return mark;
}

function stacked(before: HTMLImageElement, after: HTMLImageElement): HTMLElement {
  after.classList.add('over');
  return el('div', { class: 'stack' }, before, after);
}

export function compareView(
  item: Item,
  detail: Detail | null,
  mode: Mode,
  zoom: number,
): HTMLElement {
  window.clearInterval(strobeTimer);
  const before = () => img(picture('before', item.id), `baseline of ${item.id}`, zoom);
  const after = () => img(picture('after', item.id), `new picture of ${item.id}`, zoom);
  if (item.kind === 'new') return el('div', { class: 'panes' }, pane('new (no baseline)', after()));
  if (item.kind === 'removed')
    return el('div', { class: 'panes' }, pane('baseline (no story takes it any more)', before()));
  const box = detail?.picture?.box ?? null;
  if (mode === 'side by side') {
    const panes = el(
      'div',
      { class: 'panes' },
      pane('baseline', before()),
      pane('new', after(), outline(box, zoom)),
    );
    syncScroll([...panes.querySelectorAll<HTMLElement>('.frame')]);
    return panes;
  }
  if (mode === 'diff only') {
    return el(
      'div',
      { class: 'panes' },
      pane(
        'difference, changed region outlined',
        img(picture('diff', item.id), `difference of ${item.id}`, zoom),
        outline(box, zoom),
      ),
    );
  }
  const b = before();
  const a = after();
  const stack = stacked(b, a);
  // Slider and onion skin: the new picture over the baseline, one range control for how it shows.
  const overlaid = (label: string, caption: string, apply: (value: number) => void) => {
    const range = el('input', { type: 'range', min: 0, max: 100, value: 50, 'aria-label': label });
    const update = () => apply(Number(range.value));
    range.addEventListener('input', update);
    update();
    return el(
      'div',
      { class: 'panes' },
      el('div', { class: 'control' }, range),
      pane(caption, stack, outline(box, zoom)),
    );
  };
  if (mode === 'slider')
    return overlaid(
      'Slider: how much of the new picture shows',
      'baseline | new',
      (value) => (a.style.clipPath = `inset(0 ${100 - value}% 0 0)`),
    );
  if (mode === 'onion skin')
    return overlaid(
      'Opacity of the new picture',
      'baseline under new',
      (value) => (a.style.opacity = String(value / 100)),
    );
  // Strobe: the two pictures in turn, twice a second; the caption says which one shows.
  const caption = el('span', { text: 'new' });
  strobeTimer = window.setInterval(() => {
    const showNew = a.style.visibility === 'hidden';
    a.style.visibility = showNew ? 'visible' : 'hidden';
    caption.textContent = showNew ? 'new' : 'baseline';
  }, 500);
  return el(
    'div',
    { class: 'panes' },
    el('p', { class: 'control' }, 'Showing: ', caption),
    pane('strobe', stack, outline(box, zoom)),
  );
}
