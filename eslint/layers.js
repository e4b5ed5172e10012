/**
 * The layers of `src/` and which way imports may point between them (DESIGN.md, "Which way data and
 * imports flow"). A layer is read from a resolved file path, never from how the import was spelled.
 */
import path from 'node:path';
import { repoRoot } from './resolve.js';

const srcLayers = ['app', 'features', 'hooks', 'components', 'stores', 'lib', 'config', 'styles'];

/**
 * What each layer may import inside src. `own feature` is the importer's own part and its domain's `shared/` (featureVerdict).
 * lib may import config: `lib/http` reads the API base URL and storage key from it, and config
 * imports nothing back, so the direction stays one way.
 */
const allowed = {
  entry: [...srcLayers, 'entry'],
  app: ['app', 'features', 'hooks', 'components', 'stores', 'lib', 'config', 'styles'],
  features: ['own feature', 'hooks', 'components', 'stores', 'lib', 'config', 'styles'],
  hooks: ['hooks', 'components', 'stores', 'lib', 'config'],
  components: ['components', 'lib', 'config', 'styles'],
  stores: ['stores', 'lib', 'config'],
  lib: ['lib', 'config'],
  config: ['config'],
  styles: ['styles'],
};

/**
 * The layer of an absolute path: `{ name, area?, label }`. Files directly in `src/` (main.tsx) are
 * the entry; a folder of src that is not in the table is `unknown`, so a new folder cannot dodge it.
 */
export function layerOf(file) {
  const parts = path.relative(repoRoot, file).split(path.sep);
  if (parts[0] === '..' || parts[0] === '' || path.isAbsolute(parts[0])) {
    return { name: 'outside', label: file };
  }
  if (parts[0] === 'simulator') return { name: 'simulator', label: 'simulator/' };
  if (parts[0] !== 'src') return { name: 'outside', label: `${parts[0]}/` };
  const folder = parts[1];
  if (srcLayers.includes(folder)) {
    if (folder !== 'features') return { name: folder, label: `src/${folder}` };
    const [, , domain, part] = parts;
    const isFile = part !== undefined && parts.length === 4;
    return {
      name: folder,
      domain,
      part: isFile ? undefined : part,
      label: domain ? `src/features/${domain}${part && !isFile ? `/${part}` : ''}` : 'src/features',
    };
  }
  if (parts.length <= 2) return { name: 'entry', label: path.posix.join(...parts) };
  return { name: 'unknown', label: `src/${folder}` };
}

const listOf = (names) =>
  names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Inside features: a domain never imports another domain; a part (`features/<domain>/<part>/`)
 * imports itself and its domain's `shared/`, never a sibling part; `shared/` imports only itself.
 */
function featureVerdict(from, to) {
  if (from.domain === undefined || to.domain !== from.domain) {
    return 'a domain never imports another domain; what two domains share moves down into components, hooks or lib';
  }
  if (to.part === undefined) {
    return `src/features/${to.domain} holds only its parts; put the file in a part or in shared/`;
  }
  if (to.part === from.part || to.part === 'shared') return null;
  return `a part never imports a sibling part; what two parts of ${from.domain} share moves into src/features/${from.domain}/shared`;
}

/** Why `from` may not import `to`, or null when it may. Both are `layerOf` results; `from` is in src. */
export function forbiddenBecause(from, to) {
  if (to.name === 'simulator') return 'src never imports the simulator; the simulator imports src';
  if (to.name === 'outside') {
    return 'src imports only src and packages; stories, tests and scripts import src, never the reverse';
  }
  const mayImport = allowed[from.name];
  if (!mayImport) return `${from.label} is not a layer: add it to the table in eslint/layers.js`;
  if (to.name === 'unknown') return `${to.label} is not a layer: add it to eslint/layers.js`;
  if (from.name === 'features' && to.name === 'features') return featureVerdict(from, to);
  if (mayImport.includes(to.name)) return null;
  return `${from.name} may import only ${listOf(mayImport)}`;
}
