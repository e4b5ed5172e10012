/**
 * What a floating element must not cover, read from the page: controls, numbers and the fixed or
 * sticky bars. The story run's layout check (tests/visual/layout-check.ts) reads the same things,
 * so the button and the check agree on what "covering" means.
 *
 * - a control: a link, button, form field, an element with a control role or a tab stop, a label
 *   bound to a field. A tall control (a tappable card, a focusable scrolling list) and a wide one
 *   showing several pieces (a list row: words, icons, images) count by those pieces, not by their
 *   blank parts; any other control counts whole (a full-width 确认签署 button, edges included);
 * - a number: an element marked `data-number`, and each word with a digit in it (an amount, a
 *   date, a plate, a phone number — MoneyText's figures among them);
 * - a bar: an element fixed or sticky on the page (nav bar, tab bar, bottom action bar).
 *
 * Invisible elements (no box, a box under 2 px as visually hidden text has, hidden, transparent)
 * and everything inside `ignore` are skipped.
 */
import type { Rect } from './floating-geometry';

export const CONTROL_SELECTOR = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[contenteditable="true"]',
  ...['button', 'link', 'tab', 'checkbox', 'radio', 'switch', 'combobox', 'slider', 'menuitem'].map(
    (role) => `[role="${role}"]`,
  ),
  '[tabindex]:not([tabindex^="-"])',
  'label',
].join(', ');

/** antd-mobile's overlays and any ARIA modal; a toast is not one (it takes no taps). */
export const MODAL_SELECTOR = [
  '.adm-mask:not(.adm-toast-mask)',
  '.adm-popup-body',
  '.adm-center-popup-wrap',
  '[role="dialog"][aria-modal="true"]',
  '[role="alertdialog"]',
].join(', ');

/** Taller than this a control is a card or a list; half the screen wide with pieces, a row. */
const ROW_MIN_HEIGHT_PX = 64;
const HIDDEN_BOX_PX = 2;
const DIGIT = /[0-9０-９]/;
/** A figure with what is glued to it: ¥, letters (plates, waybill numbers), separators, masks. */
const NUMBER_WORD = /[A-Za-z¥￥$+-]*[0-9０-９][0-9０-９A-Za-z.,:：/%*×+-]*/g;

export type TargetKind = 'control' | 'number';

/** Something not to cover: `element` is what it is (the control, the number's element). */
export interface Target {
  kind: TargetKind;
  element: Element;
  rect: Rect;
  /** A number's own words (its element may say more). */
  text?: string;
}

export function isShown(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width < HIDDEN_BOX_PX || box.height < HIDDEN_BOX_PX) return false;
  if (!element.checkVisibility) return getComputedStyle(element).visibility !== 'hidden';
  return element.checkVisibility({
    opacityProperty: true,
    visibilityProperty: true,
    checkOpacity: true,
    checkVisibilityCSS: true,
  });
}

export function toRect(box: DOMRect | Rect): Rect {
  return { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
}

function isControl(element: Element): boolean {
  if (element instanceof HTMLLabelElement) return element.control !== null;
  return true;
}

function within(element: Element, ignore: Element | null): boolean {
  return ignore !== null && ignore.contains(element);
}

/** The boxes of a text node's words with digits (one per line box a word spans). */
function numberWords(node: Text, range: Range): { rect: Rect; text: string }[] {
  const words: { rect: Rect; text: string }[] = [];
  for (const match of node.data.matchAll(NUMBER_WORD)) {
    range.setStart(node, match.index);
    range.setEnd(node, match.index + match[0].length);
    for (const box of range.getClientRects()) {
      if (box.width > 0) words.push({ rect: toRect(box), text: match[0] });
    }
  }
  return words;
}

/** The boxes of a text node's line boxes. */
export function textRects(node: Text, range: Range): Rect[] {
  range.selectNodeContents(node);
  return Array.from(range.getClientRects(), toRect).filter((r) => r.right > r.left);
}

/** Visible text nodes under `root` (not in `ignore`, not in SVG or scripts). */
export function visibleTexts(root: Element, ignore: Element | null = null): Text[] {
  const texts: Text[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const shown = new Map<Element, boolean>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const parent = text.parentElement;
    if (!parent || !text.data.trim() || within(parent, ignore)) continue;
    if (parent.closest('svg, script, style, noscript, template')) continue;
    let visible = shown.get(parent);
    if (visible === undefined) shown.set(parent, (visible = isShown(parent)));
    if (visible) texts.push(text);
  }
  return texts;
}

/** What a control shows of its own (inner controls are targets of their own). */
function piecesOf(control: Element, range: Range): Rect[] {
  const own = (e: Element) => e.closest(CONTROL_SELECTOR) === control;
  const rects: Rect[] = [];
  for (const text of visibleTexts(control)) {
    if (own(text.parentElement as Element)) rects.push(...textRects(text, range));
  }
  for (const media of control.querySelectorAll('svg, img, canvas, video, [role="img"]')) {
    if (own(media) && !media.parentElement?.closest('svg') && isShown(media)) {
      rects.push(toRect(media.getBoundingClientRect()));
    }
  }
  return rects;
}

function controlTargets(doc: Document, ignore: Element | null, range: Range): Target[] {
  const targets: Target[] = [];
  const wide = (doc.defaultView?.innerWidth ?? 0) / 2;
  for (const element of doc.body.querySelectorAll(CONTROL_SELECTOR)) {
    if (within(element, ignore) || !isControl(element) || !isShown(element)) continue;
    const box = element.getBoundingClientRect();
    const tall = box.height > ROW_MIN_HEIGHT_PX;
    const pieces = tall || box.width >= wide ? piecesOf(element, range) : [];
    const rects = tall || pieces.length > 1 ? pieces : [toRect(box)];
    for (const rect of rects) targets.push({ kind: 'control', element, rect });
  }
  return targets;
}

function numberTargets(doc: Document, ignore: Element | null, range: Range): Target[] {
  const targets: Target[] = [];
  for (const element of doc.body.querySelectorAll('[data-number]')) {
    if (!within(element, ignore) && isShown(element)) {
      targets.push({ kind: 'number', element, rect: toRect(element.getBoundingClientRect()) });
    }
  }
  for (const text of visibleTexts(doc.body, ignore)) {
    if (!DIGIT.test(text.data)) continue;
    const element = text.parentElement as Element;
    for (const word of numberWords(text, range)) targets.push({ kind: 'number', element, ...word });
  }
  return targets;
}

/** Every control and number on the page (outside `ignore`), with their boxes. */
export function findTargets(doc: Document, ignore: Element | null = null): Target[] {
  const range = doc.createRange();
  return [...controlTargets(doc, ignore, range), ...numberTargets(doc, ignore, range)];
}

/** Overlays that cover the whole screen are modal layers or toasts, not bars. */
function coversScreen(rect: Rect, doc: Document): boolean {
  const view = doc.defaultView;
  if (!view) return false;
  const area = (rect.right - rect.left) * (rect.bottom - rect.top);
  return area >= 0.9 * view.innerWidth * view.innerHeight;
}

/**
 * The outermost fixed and sticky elements (not inside `ignore`, visible, taking taps, smaller than
 * the screen). One pass over the page's elements.
 */
export function findBars(doc: Document, ignore: Element | null = null): Element[] {
  const bars: Element[] = [];
  for (const element of doc.body.querySelectorAll('*')) {
    if (bars.length > 0 && bars[bars.length - 1].contains(element)) continue;
    const style = getComputedStyle(element);
    if (style.position !== 'fixed' && style.position !== 'sticky') continue;
    if (within(element, ignore) || element.contains(ignore)) continue;
    if (style.pointerEvents === 'none' || style.display === 'none' || !isShown(element)) continue;
    if (element.matches(MODAL_SELECTOR) || element.closest(MODAL_SELECTOR)) continue;
    if (coversScreen(toRect(element.getBoundingClientRect()), doc)) continue;
    bars.push(element);
  }
  return bars;
}

/** Whether an overlay that takes the page's taps (a dialog, a popup, a mask) is showing. */
export function isModalOpen(doc: Document): boolean {
  for (const element of doc.querySelectorAll(MODAL_SELECTOR)) if (isShown(element)) return true;
  return false;
}

/** The boxes the floating button must stay off (itself excluded). */
export function findObstacles(doc: Document, self: Element | null): Rect[] {
  const bars = findBars(doc, self).map((bar) => toRect(bar.getBoundingClientRect()));
  return [...bars, ...findTargets(doc, self).map((target) => target.rect)];
}

/** The line boxes of the page's visible text (itself excluded): what it would rather not cover. */
export function findTextLines(doc: Document, self: Element | null): Rect[] {
  const range = doc.createRange();
  return visibleTexts(doc.body, self).flatMap((text) => textRects(text, range));
}
