/**
 * The sandbox's declared order (eslint/sandbox-order.js) covers what exists: every domain folder of
 * simulator/sandbox/areas and every file outside them has a layer, and each upward import still
 * allowed is still there (the list only shrinks).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sandboxLayerOf } from '../../../eslint/sandbox-layers.js';
import { domains, knownUpward } from '../../../eslint/sandbox-order.js';

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
    expect(folders.filter((f) => !domains.includes(f))).toEqual([]);
  });

  it('gives every sandbox file a layer', () => {
    const unknown = filesUnder(sandbox)
      .map((f) => path.relative(root, f).split(path.sep).join('/'))
      .filter((f) => sandboxLayerOf(f)?.layer === 'unknown');
    expect(unknown).toEqual([]);
  });

  it('lists only upward imports that are still there', () => {
    const gone = knownUpward.filter(([from, to]) => {
      const text = readFileSync(path.join(sandbox, `${from}.ts`), 'utf8');
      const relative = path.posix.relative(path.posix.dirname(from), to);
      const spelled = relative.startsWith('.') ? relative : `./${relative}`;
      return !text.includes(`'${spelled}'`);
    });
    expect(gone).toEqual([]);
  });
});
