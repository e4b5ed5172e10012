/**
 * The layout check of one page at its current size and scroll position (tests/visual/layout-run.ts
 * runs it at every device size, top and bottom). Two rules:
 *
 * 1. `covered` — nothing fixed or sticky (the floating button, a bar) is drawn over a control or a
 *    number that is not its own. What counts as a control or a number is the floating button's own
 *    rule (src/components/floating-button/floating-scan.ts). "Drawn over" is read from the page's
 *    hit testing at the common part: the fixed element is the topmost thing there and the control
 *    lies beneath — so a control above it is no finding, nor one under an open modal. Content
 *    may scroll under a bar: a bar in the upper half of the screen is checked with the page at its
 *    top, one in the lower half with it scrolled to the bottom (where nothing can scroll out from
 *    under it any more), anything else (the floating button) at both.
 * 2. Text that does not fit — checked with the page at its top:
 *    - `text-overflow`: a line of text reaches out of a box of its own (up to the nearest box
 *      that clips or is positioned) by more than 1 px, unless a box further up clips it away
 *      entirely (the other slides of a carousel);
 *    - `text-clipped`: it is cut by a box with `overflow: hidden` or `clip` and no
 *      `text-overflow: ellipsis` (text wholly hidden there, like a carousel's next slide, is not);
 *    - `text-offscreen`: nothing clips it and it reaches past the screen's left or right edge.
 */
import { type Rect, intersection } from '@/components/floating-button/floating-geometry';
import {
  findBars,
  findTargets,
  isModalOpen,
  textRects,
  toRect,
  visibleTexts,
} from '@/components/floating-button/floating-scan';
import { describeElement, type ElementInfo } from './layout-describe';

export type FindingKind = 'covered' | 'text-overflow' | 'text-clipped' | 'text-offscreen';
export type ScrollPosition = 'top' | 'bottom';

export interface LayoutFinding {
  kind: FindingKind;
  scroll: ScrollPosition;
  /** What covers (`covered`) or the box the text leaves (`text-overflow`, `text-clipped`). */
  cover?: ElementInfo;
  /** What is covered, or the text's element. */
  target: ElementInfo;
  targetKind?: 'control' | 'number' | 'text';
  /** The overlap, or the part of the text outside its box, in viewport px. */
  rect: { x: number; y: number; width: number; height: number };
}

export interface CheckOptions {
  scroll: ScrollPosition;
  /** Whether the page scrolls at all: when not, top and bottom are one position. */
  scrollable: boolean;
  /** Check the text rules too (once per size is enough). */
  texts: boolean;
}

const MIN_OVERLAP_PX = 2;
/** What belongs to an open modal (antd-mobile's layers, ARIA dialogs). */
const MODAL_LAYER =
  '.adm-mask, .adm-popup, .adm-center-popup, [role="dialog"], [role="alertdialog"]';
const SLACK_PX = 1;

function box(rect: Rect): LayoutFinding['rect'] {
  const r = (n: number) => Math.round(n);
  return {
    x: r(rect.left),
    y: r(rect.top),
    width: r(rect.right - rect.left),
    height: r(rect.bottom - rect.top),
  };
}

type Anchor = 'top' | 'bottom' | 'floating';

function anchorOf(rect: Rect, view: Window): Anchor {
  const wide = rect.right - rect.left >= view.innerWidth / 2;
  if (wide && rect.bottom <= view.innerHeight / 2) return 'top';
  if (wide && rect.top >= view.innerHeight / 2) return 'bottom';
  return 'floating';
}

function checkedAt(anchor: Anchor, { scroll, scrollable }: CheckOptions): boolean {
  if (!scrollable || anchor === 'floating') return true;
  return anchor === scroll;
}

/** Whether `cover` is the topmost thing at some point of `common` and `target` lies beneath it. */
function drawnOver(doc: Document, cover: Element, target: Element, common: Rect): boolean {
  const xs = [0.5, 0.2, 0.8].map((f) => common.left + (common.right - common.left) * f);
  const ys = [0.5, 0.2, 0.8].map((f) => common.top + (common.bottom - common.top) * f);
  for (const x of xs) {
    for (const y of ys) {
      const stack = doc.elementsFromPoint(x, y);
      if (stack.length === 0 || !cover.contains(stack[0])) continue;
      if (stack.some((e) => target.contains(e))) return true;
    }
  }
  return false;
}

function findCovered(doc: Document, options: CheckOptions): LayoutFinding[] {
  const view = doc.defaultView as Window;
  const bars = findBars(doc).filter((bar) =>
    checkedAt(anchorOf(toRect(bar.getBoundingClientRect()), view), options),
  );
  if (bars.length === 0) return [];
  // Under an open modal only the modal's own controls can be reached.
  const modal = isModalOpen(doc);
  const targets = findTargets(doc).filter((t) => !modal || t.element.closest(MODAL_LAYER));
  const found = new Map<string, LayoutFinding>();
  for (const bar of bars) {
    const barRect = toRect(bar.getBoundingClientRect());
    const seen = new Set<Element>();
    for (const target of targets) {
      const { element } = target;
      if (seen.has(element) || bar.contains(element) || element.contains(bar)) continue;
      const common = intersection(barRect, target.rect);
      if (!common || common.right - common.left < MIN_OVERLAP_PX) continue;
      if (common.bottom - common.top < MIN_OVERLAP_PX) continue;
      if (!drawnOver(doc, bar, element, common)) continue;
      seen.add(element);
      const finding: LayoutFinding = {
        kind: 'covered',
        scroll: options.scroll,
        cover: describeElement(bar),
        target: describeElement(element, target.text),
        targetKind: target.kind,
        rect: box(common),
      };
      found.set(`${finding.cover?.path}|${finding.target.path}|${finding.target.name}`, finding);
    }
  }
  return [...found.values()];
}

/** Computed styles and boxes, read once per check. */
function memo(view: Window) {
  const styles = new Map<Element, CSSStyleDeclaration>();
  const rects = new Map<Element, Rect>();
  return {
    style(e: Element) {
      let s = styles.get(e);
      if (!s) styles.set(e, (s = view.getComputedStyle(e)));
      return s;
    },
    rect(e: Element) {
      let r = rects.get(e);
      if (!r) rects.set(e, (r = toRect(e.getBoundingClientRect())));
      return r;
    },
  };
}

type Memo = ReturnType<typeof memo>;

/** The part of the text's lines that lies left or right of `outer` (null when none does). */
function outside(lines: Rect[], outer: Rect): Rect | null {
  for (const line of lines) {
    if (line.right > outer.right + SLACK_PX) {
      return { ...line, left: Math.max(line.left, outer.right) };
    }
    if (line.left < outer.left - SLACK_PX)
      return { ...line, right: Math.min(line.right, outer.left) };
  }
  return null;
}

function whollyOutside(lines: Rect[], outer: Rect): boolean {
  return lines.every((l) => l.right <= outer.left || l.left >= outer.right);
}

/** The screen-reader-only pattern: a clipped box of a pixel or so. */
function visuallyHidden(rect: Rect, style: CSSStyleDeclaration): boolean {
  if (style.clip !== 'auto' && style.clip !== '') return true;
  if (style.clipPath !== 'none' && style.clipPath !== '') return true;
  return rect.right - rect.left <= 2 || rect.bottom - rect.top <= 2;
}

function textFinding(kind: FindingKind, text: Text, rect: Rect, cover?: Element): LayoutFinding {
  const element = text.parentElement as Element;
  return {
    kind,
    scroll: 'top',
    cover: cover ? describeElement(cover) : undefined,
    target: describeElement(element, text.data),
    targetKind: 'text',
    rect: box(rect),
  };
}

/** Whether a box above `from` clips the lines away entirely (a carousel's other slides). */
function clippedAway(from: Element, lines: Rect[], m: Memo): boolean {
  for (let e = from.parentElement; e && e !== e.ownerDocument.body; e = e.parentElement) {
    if (m.style(e).overflowX !== 'visible' && whollyOutside(lines, m.rect(e))) return true;
  }
  return false;
}

function checkText(text: Text, lines: Rect[], m: Memo, view: Window): LayoutFinding | null {
  const ellipsis = m.style(text.parentElement as Element).textOverflow === 'ellipsis';
  for (let e = text.parentElement; e && e !== e.ownerDocument.body; e = e.parentElement) {
    const style = m.style(e);
    if (style.display === 'inline' || style.display === 'contents') continue;
    const clips = style.overflowX !== 'visible';
    const spill = outside(lines, m.rect(e));
    if (clips) {
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (scrolls || ellipsis || !spill || whollyOutside(lines, m.rect(e))) return null;
      if (visuallyHidden(m.rect(e), style)) return null;
      return textFinding('text-clipped', text, spill, e);
    }
    if (spill) {
      return clippedAway(e, lines, m) ? null : textFinding('text-overflow', text, spill, e);
    }
    if (style.position === 'absolute' || style.position === 'fixed') break;
  }
  const screen = { left: 0, top: 0, right: view.innerWidth, bottom: view.innerHeight };
  const off = outside(lines, screen);
  return off && !whollyOutside(lines, screen) ? textFinding('text-offscreen', text, off) : null;
}

function findTextProblems(doc: Document): LayoutFinding[] {
  const view = doc.defaultView as Window;
  const m = memo(view);
  const range = doc.createRange();
  const found: LayoutFinding[] = [];
  for (const text of visibleTexts(doc.body)) {
    const lines = textRects(text, range);
    if (lines.length === 0) continue;
    const finding = checkText(text, lines, m, view);
    if (finding) found.push(finding);
  }
  return found;
}

/** Every finding of the page as it is now. */
export function checkLayout(doc: Document, options: CheckOptions): LayoutFinding[] {
  const covered = findCovered(doc, options);
  return options.texts ? [...covered, ...findTextProblems(doc)] : covered;
}
