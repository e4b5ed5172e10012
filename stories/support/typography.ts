/**
 * How text actually broke on the page, measured character by character: what a designer sees as
 * "one character alone on the last line" or "a number broken in two".
 */

/** Each character of an element's text with the top of the line it is drawn on, in reading order. */
function characters(element: Element): { char: string; top: number }[] {
  const chars: { char: string; top: number }[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let i = 0; i < text.length; i += 1) {
      if (/\s/.test(text[i]!)) continue;
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getBoundingClientRect();
      if (rect.width > 0) chars.push({ char: text[i]!, top: Math.round(rect.top) });
    }
  }
  return chars;
}

function characterTops(element: Element): number[] {
  return characters(element).map((c) => c.top);
}

/** The element's text as it is drawn, a string per line (spaces left out). */
export function textLines(element: Element): string[] {
  const lines = new Map<number, string>();
  for (const { char, top } of characters(element)) lines.set(top, (lines.get(top) ?? '') + char);
  return [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
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
