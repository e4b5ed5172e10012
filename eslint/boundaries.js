/**
 * Local ESLint rules that keep src's architecture (DESIGN.md) from being walked around: every import
 * is resolved to a real path before its layer is judged, so a relative path, a dynamic import or a
 * re-export reaches the same verdict as an `@/` import.
 */
import { forbiddenBecause, layerOf } from './layers.js';
import { moduleSpecifierVisitor } from './module-specifiers.js';
import { nativeBridgeRule } from './native-bridge.js';
import { noCycleRule } from './no-cycle.js';
import { sandboxLayersRule } from './sandbox-layers.js';
import { fileOf, repoPath, resolveSpecifier } from './resolve.js';

const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports in src follow the one-way layers of DESIGN.md' },
    schema: [],
    messages: {
      forbidden:
        'boundaries/layers: {{from}} may not import {{to}} ({{why}}). See DESIGN.md "Which way data and imports flow".',
      computed:
        'boundaries/layers: an import whose path is computed at run time cannot be checked against the layers; spell the path out.',
    },
  },
  create(context) {
    const importer = fileOf(context);
    if (!repoPath(importer)?.startsWith('src/')) return {};
    const from = layerOf(importer);
    return moduleSpecifierVisitor((node, specifier) => {
      if (specifier === null) {
        context.report({ node, messageId: 'computed' });
        return;
      }
      const target = resolveSpecifier(specifier, importer);
      if (target === null) return;
      const to = layerOf(target);
      const why = forbiddenBecause(from, to);
      if (why)
        context.report({
          node,
          messageId: 'forbidden',
          data: { from: from.label, to: to.label, why },
        });
    });
  },
};

const isAxios = (specifier) => specifier === 'axios' || specifier.startsWith('axios/');

/** Screens reach the server through query hooks over lib/http; only lib/http knows axios is there. */
const axiosRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Only src/lib/http imports axios' },
    schema: [],
    messages: {
      axios:
        'boundaries/axios-in-http-only: only src/lib/http imports axios; go through its request helpers or a feature query hook.',
    },
  },
  create(context) {
    const file = repoPath(fileOf(context));
    if (!file?.startsWith('src/') || file.startsWith('src/lib/http/')) return {};
    return moduleSpecifierVisitor((node, specifier) => {
      if (specifier !== null && isAxios(specifier)) context.report({ node, messageId: 'axios' });
    });
  },
};

export const boundaries = {
  meta: { name: 'boundaries' },
  rules: {
    layers: layersRule,
    'axios-in-http-only': axiosRule,
    'bridge-in-lib-bridge-only': nativeBridgeRule,
    'sandbox-layers': sandboxLayersRule,
    'no-cycle': noCycleRule,
  },
};
