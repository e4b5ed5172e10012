/**
 * What a scanned code leads to: a screen of this app (a path it registers, or a link to this same
 * site) opens in place; another web link is offered to open in the browser; anything else is text
 * the driver may copy.
 */
import { inAppPathOf } from '@/lib/routing/in-app-path';

export type ScanOutcome =
  | { kind: 'route'; to: string }
  | { kind: 'url'; url: string }
  | { kind: 'text'; text: string }
  | { kind: 'empty' };

const WEB_LINK = /^https?:\/\//i;

function parse(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

export function classifyScan(
  raw: string,
  origin: string,
  isAppRoute: (pathname: string) => boolean,
): ScanOutcome {
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  // `//host/...` is a link to another site, not a path of this one.
  if (text.startsWith('/') && !text.startsWith('//')) {
    const url = parse(text, origin);
    if (url && url.origin === origin && isAppRoute(url.pathname))
      return { kind: 'route', to: inAppPathOf(url) };
    return { kind: 'text', text };
  }
  if (WEB_LINK.test(text)) {
    const url = parse(text);
    if (!url) return { kind: 'text', text };
    if (url.origin === origin) return { kind: 'route', to: inAppPathOf(url) };
    return { kind: 'url', url: url.href };
  }
  return { kind: 'text', text };
}
