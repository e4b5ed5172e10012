/**
 * Recorded files are read and diffed by people: keys in one order (sorted), and every item of a
 * long list (steps, timeline entries) on a line of its own, so adding a step changes one line.
 */

function sorted(value: unknown): unknown {
  // Array.from, not map: a hole in a list becomes null here, for every writer below (map would
  // keep it, and the file would not parse).
  if (Array.isArray(value)) return Array.from(value, (item) => sorted(item ?? null));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, sorted(v)]));
  }
  return value;
}

/** One line of compact JSON, keys sorted. */
export function compactJson(value: unknown): string {
  return JSON.stringify(sorted(value));
}

/**
 * The whole file: top-level keys sorted, one per line; an array value one item per line; an
 * object value one entry per line (the screenshots by name); anything else compact.
 */
export function stableJson(file: Record<string, unknown>): string {
  const top = sorted(file) as Record<string, unknown>;
  const lines = Object.entries(top).map(([key, value]) => {
    const name = JSON.stringify(key);
    if (Array.isArray(value)) {
      if (value.length === 0) return `  ${name}: []`;
      return `  ${name}: [\n${value.map((item) => `    ${JSON.stringify(item)}`).join(',\n')}\n  ]`;
    }
    if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      if (entries.length === 0) return `  ${name}: {}`;
      const inner = entries.map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
      return `  ${name}: {\n${inner.join(',\n')}\n  }`;
    }
    return `  ${name}: ${JSON.stringify(value)}`;
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}
