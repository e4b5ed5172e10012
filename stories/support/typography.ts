/**
 * How text actually broke on the page, measured character by character: what a designer sees as
 * "one character alone on the last line" or "a number broken in two".
 */

/** The line tops of each character of an element's text, in reading order. */
function characterTops(element: Element): number[] {
  const tops: number[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let i = 0; i < text.length; i += 1) {
      if (/\s/.test(text[i]!)) continue;
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getBoundingClientRect();
      if (rect.width > 0) tops.push(Math.round(rect.top));
    }
  }
  return tops;
}

/** How many lines the element's text takes. */
export function lineCount(element: Element): number {
  return new Set(characterTops(element)).size;
}

/** Characters on the text's last line; a wrapped label with 1 here has an orphan. */
export function lastLineLength(element: Element): number {
  const tops = characterTops(element);
  if (tops.length === 0) return 0;
  const last = Math.max(...tops);
  return tops.filter((top) => top === last).length;
}

/** True when the element's text wrapped and left a single character on its last line. */
export function hasOrphan(element: Element): boolean {
  return lineCount(element) > 1 && lastLineLength(element) === 1;
}
