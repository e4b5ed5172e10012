/**
 * Finding things in the H5 the way the headless runner's Playwright locators do — by role and
 * accessible name, label or placeholder, visible text — so a file plays the same in the page.
 */
import { nameOf, normalize, roleOf } from './accessible';
import { h5Document, requestsInFlight } from './h5-document';

/** Where each role can be, to avoid naming every element of the page on every poll. */
const CANDIDATES: Record<string, string> = {
  button: 'button, [role=button], input[type=button], input[type=submit], summary',
  link: 'a[href], [role=link]',
  tab: '[role=tab]',
  radio: 'input[type=radio], [role=radio]',
  checkbox: 'input[type=checkbox], [role=checkbox], [role=switch]',
  option: 'option, [role=option]',
  menuitem: '[role=menuitem]',
  region: 'section, [role=region]',
  dialog: 'dialog, [role=dialog], [role=alertdialog]',
  img: 'img, canvas, [role=img]',
  spinbutton: 'input[type=number], [role=spinbutton]',
};

export function doc(): Document {
  const found = h5Document();
  if (!found?.body) throw new Error('the H5 has no document');
  return found;
}

export function visible(element: Element): boolean {
  if (element.getClientRects().length === 0) return false;
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  return style?.visibility !== 'hidden';
}

function nameMatches(element: Element, name: string | RegExp, exact: boolean): boolean {
  const actual = nameOf(element);
  if (name instanceof RegExp) return name.test(actual);
  return exact ? actual === name : actual.toLowerCase().includes(name.toLowerCase());
}

export function byRole(
  role: string,
  name: string | RegExp,
  { exact = true, within }: { exact?: boolean; within?: ParentNode } = {},
): Element[] {
  const root = within ?? doc();
  const selector = CANDIDATES[role] ?? `[role=${role}]`;
  return [...root.querySelectorAll(selector)].filter(
    (e) => roleOf(e) === role && visible(e) && nameMatches(e, name, exact),
  );
}

/** The deepest visible elements whose text is `text` (exact) or holds it. */
export function byText(text: string, exact = true): Element[] {
  const wanted = normalize(text);
  const found: Element[] = [];
  for (const element of doc().body.querySelectorAll('*')) {
    const own = normalize(element.textContent ?? '');
    const hit = exact ? own === wanted : own.includes(wanted);
    if (!hit || !visible(element)) continue;
    const child = [...element.children].some((c) => {
      const t = normalize(c.textContent ?? '');
      return exact ? t === wanted : t.includes(wanted);
    });
    if (!child) found.push(element);
  }
  return found;
}

/** A field by its label, else its placeholder (the runner's `field`). */
export function field(name: string): HTMLInputElement | HTMLTextAreaElement | null {
  const fields = [...doc().querySelectorAll<HTMLInputElement>('input, textarea')].filter(visible);
  return (
    fields.find((f) => nameOf(f) === name) ??
    fields.find((f) => normalize(f.placeholder ?? '') === name) ??
    null
  );
}

export function bodyText(): string {
  return normalize(doc().body.innerText);
}

export async function until<T>(
  find: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const found = await find();
      if (found) return found;
    } catch {
      // The H5 is between documents: ask again.
    }
    if (Date.now() > end) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function enabled(element: Element): boolean {
  return (
    !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true'
  );
}

/**
 * The new H5 document has started its app (src/main.tsx sets `__h5Started`). Before that the
 * prerendered screen is only a picture of itself: what is typed into it is lost when React takes
 * over. The pause after it lets the first render commit.
 */
export async function h5Started(): Promise<void> {
  await until(
    () => {
      const win = doc().defaultView as
        (Window & { __h5Started?: boolean; __h5Failed?: boolean }) | null;
      return Boolean(win?.__h5Started || win?.__h5Failed);
    },
    'the H5 app started',
    15_000,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/** No H5 request in flight for a moment (at most 10 s: a long poll must not stall a replay). */
export async function h5Idle(): Promise<void> {
  const end = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < end) {
    if (requestsInFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
