/**
 * boundaries/no-cycle: no import closes a cycle of modules in src/ or simulator/. A cycle makes the
 * order modules run in depend on which one is loaded first (a value read before its module ran is
 * undefined), and it tangles what the layer rules keep apart.
 *
 * Only run-time edges count: static `import`/`export ... from` that are not type-only. `import type`
 * and `export type` are erased by TypeScript, so they make no run-time cycle and are skipped. (Under
 * verbatimModuleSyntax `import { type A } from 'x'` still loads 'x', so it counts.) A dynamic
 * `import()` runs later, after both modules have loaded, so it is skipped too.
 *
 * The graph of the files on disk is built once per lint run (module-level cache);
 * the file being linted contributes the imports of its own text, so an edit is judged as it stands.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileOf, moduleFile, repoPath, repoRoot, resolveSpecifier } from './resolve.js';

const roots = ['src', 'simulator'];
const sourceFile = /\.(ts|tsx|js|mjs)$/;
const inScope = (file) => {
  const relative = repoPath(file);
  return relative !== null && roots.some((root) => relative.startsWith(`${root}/`));
};

/** The files a module loads at run time, from its static imports and re-exports. */
function runTimeImports(file, specifiers) {
  const targets = new Set();
  for (const specifier of specifiers) {
    const resolved = resolveSpecifier(specifier, file);
    const target = resolved === null ? null : moduleFile(resolved);
    if (target !== null && inScope(target)) targets.add(target);
  }
  return targets;
}

/**
 * A static `import`/`export ... from` at the start of a line, its `type` keyword and its specifier.
 * A scan, not a parse: the graph of a whole repository is read in well under a second this way, where
 * TypeScript's parser took ten (a commented-out import at a line's start would count; none is).
 */
const staticImport =
  /^[ \t]*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"\n]+)['"]/gm;

/** The specifiers of a file's run-time static imports (`import type`/`export type` left out). */
function specifiersInText(text) {
  const specifiers = [];
  for (const [, typeOnly, specifier] of text.matchAll(staticImport)) {
    if (!typeOnly) specifiers.push(specifier);
  }
  return specifiers;
}

function filesUnder(folder, out) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) filesUnder(full, out);
    } else if (sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

let graph = null;
let components = null;

/** Each file's strongly connected component (Tarjan, iterative): two files share one iff they are on a cycle. */
function componentsOf(edges) {
  const index = new Map();
  const low = new Map();
  const component = new Map();
  const stack = [];
  const onStack = new Set();
  let counter = 0;
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    const work = [[root, [...edges.get(root)], 0]];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work.at(-1);
      const [file, next] = frame;
      if (frame[2] < next.length) {
        const to = next[frame[2]++];
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push([to, [...(edges.get(to) ?? [])], 0]);
        } else if (onStack.has(to)) low.set(file, Math.min(low.get(file), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work.at(-1)[0];
        low.set(parent, Math.min(low.get(parent), low.get(file)));
      }
      if (low.get(file) === index.get(file)) {
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.set(member, file);
        } while (member !== file);
      }
    }
  }
  return component;
}

/** file → Set of files it loads at run time, for every module in src/ and simulator/ (cached). */
function diskGraph() {
  if (graph) return graph;
  graph = new Map();
  for (const root of roots) {
    for (const file of filesUnder(path.join(repoRoot, root), [])) {
      graph.set(file, runTimeImports(file, specifiersInText(readFileSync(file, 'utf8'))));
    }
  }
  return graph;
}

/** The shortest chain of run-time imports from `start` back to `goal`, or null. */
function pathBack(edgesOf, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i += 1) {
    const file = queue[i];
    for (const next of edgesOf(file)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      if (next === goal) {
        const chain = [next];
        for (let at = file; at !== null; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      queue.push(next);
    }
  }
  return null;
}

export const noCycleRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'No run-time import cycle in src/ or simulator/ (type-only imports skipped)',
    },
    schema: [],
    messages: {
      cycle:
        'boundaries/no-cycle: this import closes a cycle: {{cycle}}. Move what both need down, or turn the upward need into an event.',
    },
  },
  create(context) {
    const importer = fileOf(context);
    if (!inScope(importer)) return {};
    return {
      'Program:exit'(program) {
        const disk = diskGraph();
        components ??= componentsOf(disk);
        const edgesOf = (file) => disk.get(file) ?? [];
        const onDisk = disk.get(importer);
        for (const statement of program.body) {
          const isImport = statement.type === 'ImportDeclaration';
          const isReExport =
            statement.type === 'ExportNamedDeclaration' ||
            statement.type === 'ExportAllDeclaration';
          if ((!isImport && !isReExport) || !statement.source) continue;
          if ((isImport ? statement.importKind : statement.exportKind) === 'type') continue;
          const [target] = runTimeImports(importer, [statement.source.value]);
          if (target === undefined) continue;
          // The same import on disk in another component cannot lead back: skip the search.
          const apart = components.get(target) !== components.get(importer);
          if (apart && onDisk?.has(target)) continue;
          const back = target === importer ? [target] : pathBack(edgesOf, target, importer);
          if (back === null) continue;
          const cycle = [importer, ...back].map((file) => repoPath(file)).join(' → ');
          context.report({ node: statement.source, messageId: 'cycle', data: { cycle } });
        }
      },
    };
  },
};
