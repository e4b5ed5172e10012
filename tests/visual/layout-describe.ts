/** How the layout check names an element in its findings: tag, a name a person reads, a short path. */

export interface ElementInfo {
  tag: string;
  /** The accessible name, or the start of the text it shows. */
  name: string;
  /** A CSS-like path of the last few ancestors. */
  path: string;
}

const NAME_CHARS = 30;
const PATH_DEPTH = 4;

function squeeze(text: string | null | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > NAME_CHARS ? `${flat.slice(0, NAME_CHARS - 1)}…` : flat;
}

function labelledBy(element: Element): string {
  const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  return ids.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
}

function fieldName(element: Element): string {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return '';
  const label = Array.from(element.labels ?? [], (l) => l.textContent).join(' ');
  return label || element.placeholder || element.value;
}

export function accessibleName(element: Element): string {
  return squeeze(
    element.getAttribute('aria-label') ||
      labelledBy(element) ||
      fieldName(element) ||
      element.getAttribute('alt') ||
      element.getAttribute('title') ||
      element.textContent,
  );
}

function step(element: Element): string {
  let part = element.tagName.toLowerCase();
  if (element.id) part += `#${element.id}`;
  const testId = element.getAttribute('data-testid');
  if (testId) part += `[data-testid="${testId}"]`;
  const classes = Array.from(element.classList).slice(0, 2);
  if (classes.length > 0) part += `.${classes.join('.')}`;
  return part;
}

export function cssPath(element: Element): string {
  const parts: string[] = [];
  for (let e: Element | null = element; e && parts.length < PATH_DEPTH; e = e.parentElement) {
    if (e.id === 'storybook-root' || e.tagName === 'BODY') break;
    parts.unshift(step(e));
  }
  return parts.join(' > ');
}

export function describeElement(element: Element, name?: string): ElementInfo {
  return {
    tag: element.tagName.toLowerCase(),
    name: name ? squeeze(name) : accessibleName(element),
    path: cssPath(element),
  };
}

export function formatElement(info: ElementInfo): string {
  return `${info.tag} "${info.name}" (${info.path})`;
}
