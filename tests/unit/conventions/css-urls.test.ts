/**
 * Every file a stylesheet points at exists: a wrong relative `url()` is only a warning at build time
 * (Vite leaves it for the browser, which gets a 404), so a folder move once took the brand band's
 * road picture off Home, the Plaza, Waybill and Me without a test noticing.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { read } from './source-files';

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

/** The relative `url(...)` targets of a stylesheet (data:, http(s): and absolute ones are skipped). */
export function relativeUrls(css: string): string[] {
  const found: string[] = [];
  for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
    const target = match[2]!.trim();
    if (/^(data:|https?:|\/|#)/.test(target)) continue;
    found.push(target.split(/[?#]/)[0]!);
  }
  return found;
}

describe('stylesheet urls', () => {
  it('reads relative urls and skips data, remote and absolute ones', () => {
    expect(
      relativeUrls(
        'a{background:url(\'../a.svg\') no-repeat, url(b.png?x), url("data:image/png;base64,x")} b{c:url(/d.svg) url(https://e/f.png)}',
      ),
    ).toEqual(['../a.svg', 'b.png']);
  });

  it.each(['src', 'simulator/ui', 'stories'])('every relative url under %s exists', (root) => {
    const missing = cssFiles(root).flatMap((file) =>
      relativeUrls(read(file))
        .filter((url) => !existsSync(resolve(dirname(file), url)))
        .map((url) => `${file}: ${url}`),
    );
    expect(missing).toEqual([]);
  });
});
