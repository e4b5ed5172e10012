/**
 * Browser side of "why it changed" (review/lib/dom-snapshot.ts): the page as the screenshot saw
 * it, each visible element with a fixed list of computed styles. Taken only for a failed or new
 * comparison, so a passing story run pays nothing for it.
 */
import { STYLE_PROPS, type DomElement, type DomSnapshot } from '../../review/lib/dom-snapshot';

const SKIP = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'NOSCRIPT', 'TEMPLATE']);
const MAX_ELEMENTS = 3000;

/** The element's own text (not its children's), trimmed: what a reader would name it by. */
function ownText(element: Element): string {
  let text = '';
  for (const node of element.childNodes)
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
  return text.replace(/\s+/g, ' ').trim().slice(0, 80);
}

function record(element: Element, path: string): DomElement | null {
  const rect = element.getBoundingClientRect();
  const computed = getComputedStyle(element);
  if (rect.width === 0 || rect.height === 0 || computed.visibility === 'hidden') return null;
  const style: Record<string, string> = {};
  for (const prop of STYLE_PROPS) style[prop] = computed.getPropertyValue(prop);
  return {
    path,
    tag: element.tagName.toLowerCase(),
    role: element.getAttribute('role') ?? '',
    name: element.getAttribute('aria-label') ?? element.getAttribute('alt') ?? '',
    text: ownText(element),
    box: [
      Math.round(rect.x + window.scrollX),
      Math.round(rect.y + window.scrollY),
      Math.round(rect.width),
      Math.round(rect.height),
    ],
    style,
  };
}

export function domSnapshot(storyId: string): DomSnapshot {
  const elements: DomElement[] = [];
  const walk = (parent: Element, path: string) => {
    let nth = 0;
    for (const child of parent.children) {
      if (SKIP.has(child.tagName)) continue;
      nth += 1;
      if (elements.length >= MAX_ELEMENTS) return;
      const step = `${path}>${child.tagName.toLowerCase()}:${nth}`;
      const entry = record(child, step);
      if (entry) elements.push(entry);
      walk(child, step);
    }
  };
  walk(document.body, 'body');
  const root = document.scrollingElement ?? document.documentElement;
  return { storyId, width: root.scrollWidth, height: root.scrollHeight, elements };
}
