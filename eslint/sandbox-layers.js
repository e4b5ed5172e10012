/**
 * boundaries/sandbox-layers: inside simulator/sandbox an import never points up the declared order
 * of eslint/sandbox-order.js (kernel, then the domains of areas/, then the wiring). Every specifier is
 * resolved to a path first (eslint/resolve.js), so `@sim/...`, a relative path, a dynamic import or a
 * type import reach the same verdict. Parts of the same domain may import each other (unlike src's
 * features: a sandbox domain is one simulated server, its parts share records freely).
 */
import { moduleSpecifierVisitor } from './module-specifiers.js';
import { fileOf, moduleFile, repoPath, resolveSpecifier } from './resolve.js';
import { domains, kernel, sandboxLayers, wiring } from './sandbox-order.js';

const base = 'simulator/sandbox/';

/** The entry of `list` naming `file` (relative to simulator/sandbox): a file exactly, else the longest folder. */
function matchIn(list, file) {
  if (list.includes(file)) return { exact: true, length: file.length };
  const folders = list.filter((entry) => entry.endsWith('/') && file.startsWith(entry));
  if (folders.length === 0) return null;
  return { exact: false, length: Math.max(...folders.map((f) => f.length)) };
}

/** `{ layer, label }` of a repository path in the sandbox, or null outside it. */
export function sandboxLayerOf(repoFile) {
  if (!repoFile?.startsWith(base)) return null;
  const file = repoFile.slice(base.length);
  const parts = file.split('/');
  const areaFile = parts[0] === 'areas' && parts.length >= 3;
  if (areaFile && domains.includes(parts[1])) {
    return { layer: parts[1], label: `areas/${parts[1]}` };
  }
  const inKernel = matchIn(kernel, file);
  const inWiring = matchIn(wiring, file);
  const wins = (a, b) =>
    a && (!b || (a.exact && !b.exact) || (a.exact === b.exact && a.length > b.length));
  if (wins(inKernel, inWiring)) return { layer: 'kernel', label: 'the sandbox kernel' };
  if (wins(inWiring, inKernel)) return { layer: 'wiring', label: 'the sandbox wiring' };
  return { layer: 'unknown', label: file };
}

const rank = (layer) => sandboxLayers.indexOf(layer);

/** Why `from` may not import `to` (both sandboxLayerOf results), or null. */
export function sandboxForbiddenBecause(from, to) {
  if (from.layer === 'unknown' || to.layer === 'unknown') {
    const which = from.layer === 'unknown' ? from : to;
    return `simulator/sandbox/${which.label} has no place in the order: add it to eslint/sandbox-order.js`;
  }
  if (rank(to.layer) <= rank(from.layer)) return null;
  return `the sandbox order is ${sandboxLayers.join(' < ')}; an upward need becomes a slice event or query (areas/slice.ts \`on\`, \`answers\`) or its helper moves down`;
}

export const sandboxLayersRule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Imports in simulator/sandbox follow the order of eslint/sandbox-order.js (parts of one domain may import each other)',
    },
    schema: [],
    messages: {
      forbidden: 'boundaries/sandbox-layers: {{from}} may not import {{to}} ({{why}}).',
      computed:
        'boundaries/sandbox-layers: an import whose path is computed at run time cannot be checked against the sandbox order; spell the path out.',
    },
  },
  create(context) {
    const from = sandboxLayerOf(repoPath(fileOf(context)));
    if (from === null) return {};
    const importer = fileOf(context);
    return moduleSpecifierVisitor((node, specifier) => {
      if (specifier === null) {
        context.report({ node, messageId: 'computed' });
        return;
      }
      const target = resolveSpecifier(specifier, importer);
      // A folder or a glob's base (no file of its own) is judged by its path as it is.
      const file = target === null ? null : (moduleFile(target) ?? target);
      const targetPath = file === null ? null : repoPath(file);
      const to = sandboxLayerOf(targetPath);
      if (to === null) return;
      const why = sandboxForbiddenBecause(from, to);
      if (why)
        context.report({
          node,
          messageId: 'forbidden',
          data: { from: from.label, to: to.label, why },
        });
    });
  },
};
