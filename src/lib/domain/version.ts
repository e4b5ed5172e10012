/** §4: versions are three dot-separated numbers compared part by part; anything else is malformed. */
const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

export type VersionParts = [string, string, string];

/** The three parts without leading zeros, kept as strings so huge parts compare exactly. */
export function parseVersion(version: string | null | undefined): VersionParts | null {
  const match = VERSION.exec((version ?? '').trim());
  if (!match) return null;
  const strip = (part: string) => part.replace(/^0+(?=\d)/, '');
  return [strip(match[1]!), strip(match[2]!), strip(match[3]!)];
}

function comparePart(a: string, b: string): -1 | 0 | 1 {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** -1 when a < b, 1 when a > b, 0 when equal, null when either is malformed. */
export function compareVersions(
  a: string | null | undefined,
  b: string | null | undefined,
): -1 | 0 | 1 | null {
  const pa = parseVersion(a);
  const pb = parseVersion(b);
  if (!pa || !pb) return null;
  for (let i = 0; i < 3; i += 1) {
    const order = comparePart(pa[i]!, pb[i]!);
    if (order !== 0) return order;
  }
  return 0;
}

/** The update prompt runs only when the installed version is lower than the published one. */
export function shouldUpdate(
  installed: string | null | undefined,
  published: string | null | undefined,
): boolean {
  return compareVersions(installed, published) === -1;
}
