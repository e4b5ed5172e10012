/**
 * "Why it changed": a compact record of the page a picture was taken of (each visible element's
 * path, role, name, text, box and a fixed list of computed styles), and the difference of two.
 * The capture writes one beside a failed or new picture (tests/visual/dom-capture.ts); accepting
 * the picture keeps it as the baseline's.
 */
import type { Rect } from './ignore-regions.ts';

/** The computed styles recorded: what a token or a layout change shows up in. */
export const STYLE_PROPS = [
  'color',
  'background-color',
  'border-color',
  'border-width',
  'border-radius',
  'box-shadow',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'padding',
  'margin',
  'opacity',
  'display',
  'gap',
] as const;

export interface DomElement {
  /** `tag:nth` steps from <body>, stable while the markup keeps its shape. */
  path: string;
  tag: string;
  role: string;
  name: string;
  text: string;
  box: [number, number, number, number];
  style: Record<string, string>;
}

export interface DomSnapshot {
  storyId: string;
  width: number;
  height: number;
  elements: DomElement[];
}

export interface ElementChange {
  path: string;
  label: string;
  change: 'added' | 'removed' | 'changed';
  /** `property: before → after`, for text, box and each style. */
  details: string[];
}

/** How a person finds the element: its role and name, or its text, or its tag. */
export function describe(element: DomElement): string {
  const what = element.role || element.tag;
  const name = element.name || element.text;
  return name ? `${what} “${name.slice(0, 40)}”` : `${what} (${element.path})`;
}

function detailsOf(before: DomElement, after: DomElement): string[] {
  const details: string[] = [];
  if (before.text !== after.text) details.push(`text: ${before.text} → ${after.text}`);
  if (before.box.join() !== after.box.join())
    details.push(`box: ${before.box.join(',')} → ${after.box.join(',')}`);
  for (const prop of Object.keys({ ...before.style, ...after.style }).sort()) {
    const a = before.style[prop] ?? '';
    const b = after.style[prop] ?? '';
    if (a !== b) details.push(`${prop}: ${a} → ${b}`);
  }
  return details;
}

/** The elements that differ, matched by path; the ones whose styles changed first. */
export function diffSnapshots(before: DomSnapshot, after: DomSnapshot): ElementChange[] {
  const old = new Map(before.elements.map((element) => [element.path, element]));
  const changes: ElementChange[] = [];
  for (const element of after.elements) {
    const was = old.get(element.path);
    old.delete(element.path);
    if (!was) {
      changes.push({ path: element.path, label: describe(element), change: 'added', details: [] });
      continue;
    }
    const details = detailsOf(was, element);
    if (details.length > 0)
      changes.push({ path: element.path, label: describe(element), change: 'changed', details });
  }
  for (const element of old.values())
    changes.push({ path: element.path, label: describe(element), change: 'removed', details: [] });
  const styled = (change: ElementChange) =>
    change.details.some((detail) => !/^(text|box):/.test(detail)) ? 0 : 1;
  return changes.sort((a, b) => styled(a) - styled(b));
}

function overlaps(box: DomElement['box'], rect: Rect): boolean {
  const [x, y, width, height] = box;
  return (
    x < rect.x + rect.width && rect.x < x + width && y < rect.y + rect.height && rect.y < y + height
  );
}

/** Without a baseline snapshot: the innermost elements drawn where the pictures differ. */
export function elementsIn(snapshot: DomSnapshot, rect: Rect, limit = 12): DomElement[] {
  const inside = snapshot.elements.filter((element) => overlaps(element.box, rect));
  const innermost = inside.filter(
    (element) => !inside.some((other) => other.path.startsWith(`${element.path}>`)),
  );
  return innermost.slice(0, limit);
}

/**
 * What a change is, written so two stories with the same change write the same words: the style
 * differences without the elements' paths (a token change across 40 screens is one signature).
 */
export function styleSignature(changes: ElementChange[]): string {
  const parts = new Set<string>();
  for (const change of changes) {
    for (const detail of change.details) if (!/^(text|box):/.test(detail)) parts.add(detail);
  }
  return [...parts].sort().join('; ');
}
