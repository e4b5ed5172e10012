/**
 * The sandbox's declared order (eslint/sandbox-order.js) covers what exists: every domain folder of
 * simulator/sandbox/areas and every file outside them has a layer (no upward import is let through:
 * there is no allow-list).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sandboxLayerOf } from '../../../eslint/sandbox-layers.js';
import * as order from '../../../eslint/sandbox-order.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const sandbox = path.join(root, 'simulator/sandbox');

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesUnder(path.join(folder, e.name))
      : /\.tsx?$/.test(e.name)
        ? [path.join(folder, e.name)]
        : [],
  );

describe('the sandbox order', () => {
  it('names every areas/<domain> folder', () => {
    const folders = readdirSync(path.join(sandbox, 'areas'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(folders.filter((f) => !order.domains.includes(f))).toEqual([]);
  });

  it('gives every sandbox file a layer', () => {
    const unknown = filesUnder(sandbox)
      .map((f) => path.relative(root, f).split(path.sep).join('/'))
      .filter((f) => sandboxLayerOf(f)?.layer === 'unknown');
    expect(unknown).toEqual([]);
  });

  it('lets no upward import through: there is no allow-list', () => {
    expect(Object.keys(order)).not.toContain('knownUpward');
  });
});
