/**
 * Turns an import specifier into the file-system path it names, the way Vite and TypeScript would,
 * so a layer check sees the same target whether it is spelled `@/features/home/x`,
 * `../../features/home/x` or `/src/features/home/x`.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: this folder's parent, whatever directory ESLint was started from. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The same aliases as `alias` in vite.config.ts and `paths` in tsconfig.json (a unit test keeps them
 * equal). ESLint cannot load vite.config.ts itself: it is TypeScript.
 */
export const aliases = {
  '@': 'src',
  '@sim': 'simulator',
};

/** The file a rule is linting (the real one, when a processor hands ESLint a virtual one). */
export const fileOf = (context) => context.physicalFilename ?? context.filename;

/** The path below the repository root with `/` separators, or null outside it. */
export function repoPath(file) {
  const relative = path.relative(repoRoot, file);
  return relative.startsWith('..') || path.isAbsolute(relative)
    ? null
    : relative.split(path.sep).join('/');
}

const withoutQuery = (specifier) => specifier.replace(/[?#].*$/, '');

const rootEntries = new Map();

/** A bare `src/...` resolves through tsconfig's `baseUrl: "."` unless a package has that name. */
function baseUrlTarget(specifier) {
  const first = specifier.split('/')[0];
  if (first.startsWith('@') || first === '') return null;
  if (!rootEntries.has(first)) {
    const inRepo = existsSync(path.join(repoRoot, first));
    const isPackage = existsSync(path.join(repoRoot, 'node_modules', first));
    rootEntries.set(first, inRepo && !isPackage);
  }
  return rootEntries.get(first) ? path.join(repoRoot, specifier) : null;
}

/**
 * The absolute path `specifier` names from `importer` (an absolute file path), or null for a package
 * (`react`, `@tanstack/react-query`), which is never a layer import.
 */
export function resolveSpecifier(rawSpecifier, importer) {
  const specifier = withoutQuery(rawSpecifier);
  if (specifier.startsWith('file:')) return fileURLToPath(specifier);
  for (const [find, folder] of Object.entries(aliases)) {
    if (specifier === find || specifier.startsWith(`${find}/`)) {
      return path.join(repoRoot, folder, specifier.slice(find.length));
    }
  }
  if (specifier === '.' || specifier === '..' || /^\.\.?\//.test(specifier)) {
    return path.resolve(path.dirname(importer), specifier);
  }
  if (specifier.startsWith('/')) {
    // Vite reads `/src/x` from the project root; a full file-system path stays as it is.
    const absolute = path.resolve(specifier);
    return absolute.startsWith(repoRoot) ? absolute : path.join(repoRoot, specifier);
  }
  return baseUrlTarget(specifier);
}

const extensions = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/**
 * The source file a resolved path names, probing the endings TypeScript and Vite would (`x` →
 * `x.ts`, `x/index.ts`), or null when there is none (a folder, an asset, a file not written yet).
 */
export function moduleFile(target) {
  for (const ending of extensions) {
    const candidate = target + ending;
    if (
      /\.(ts|tsx|js|mjs)$/.test(candidate) &&
      existsSync(candidate) &&
      statSync(candidate).isFile()
    ) {
      return candidate;
    }
  }
  return null;
}
