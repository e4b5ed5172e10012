#!/usr/bin/env node
/**
 * Every script the built H5 ships (`npm run build` first) parses in the oldest supported WebViews,
 * Android WebView / Chrome 69 and iOS 12 WKWebView / Safari 12 (README "Supported WebViews"):
 *
 * - each `dist/**.js` file is parsed with acorn as a module at ES2020 and then refused any ES2020
 *   syntax those two lack: optional chaining (Chrome 80 / Safari 13.1), `??` (80 / 13.1), BigInt
 *   literals (67 / 14) and `export * as ns` (72 / 14.1). Dynamic `import()` (63 / 11.1) and
 *   `import.meta` (64 / 11.1) are the two ES2020 forms both have. Anything newer (class fields,
 *   `#private`, logical assignment, numeric separators, top-level await, static blocks, regex
 *   flags `d`/`v`) is an acorn parse error at this level. What remains is ES2019, which both have
 *   whole (optional catch binding: 66 / 11.1).
 * - regular expressions with a lookbehind (`(?<=`, `(?<!`): Safari has them only from 16.4, and a
 *   regex literal it cannot read is a syntax error of the whole file; `new RegExp('…')` with one is
 *   refused too.
 * - each inline classic `<script>` of `dist/**.html` (the WebView guard, the prerender loader, the
 *   shell picker) parses at ES5: they must run, or show the update page, in any browser.
 * - the entry chunk (src/main.tsx, from `dist/.vite/manifest.json`) imports nothing but the bundler's
 *   runtime and Vite's preload helper: whatever it imports runs before an old WebView has the
 *   stand-ins of src/lib/compat (the framework chunk reads `globalThis` as it loads).
 *
 * Fails naming file, line and column. Usage: node scripts/check-dist-syntax.mjs [dir]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'acorn';

const dir = process.argv[2] ?? 'dist';

/** ES2020 syntax the two baselines lack, by the acorn node that carries it. */
function es2020Problem(node) {
  switch (node.type) {
    case 'ChainExpression':
      return 'optional chaining `?.` (Chrome 80, Safari 13.1)';
    case 'LogicalExpression':
      return node.operator === '??' ? 'nullish coalescing `??` (Chrome 80, Safari 13.1)' : null;
    case 'Literal':
      if (typeof node.bigint === 'string') return 'BigInt literal (Chrome 67, Safari 14)';
      if (node.regex && hasLookbehind(node.regex.pattern))
        return `regex lookbehind /${node.regex.pattern.slice(0, 40)}/ (Safari 16.4)`;
      return null;
    case 'ExportAllDeclaration':
      return node.exported ? '`export * as ns` (Chrome 72, Safari 14.1)' : null;
    case 'NewExpression':
    case 'CallExpression': {
      const [first] = node.arguments;
      return node.callee.type === 'Identifier' &&
        node.callee.name === 'RegExp' &&
        first?.type === 'Literal' &&
        typeof first.value === 'string' &&
        hasLookbehind(first.value)
        ? `RegExp with a lookbehind "${first.value.slice(0, 40)}" (Safari 16.4)`
        : null;
    }
    default:
      return null;
  }
}

/** `(?<=` or `(?<!` outside a character class and not escaped. */
function hasLookbehind(pattern) {
  let inClass = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i];
    if (c === '\\') i += 1;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(' && pattern[i + 1] === '?' && pattern[i + 2] === '<') {
      if (pattern[i + 3] === '=' || pattern[i + 3] === '!') return true;
    }
  }
  return false;
}

/** Every node below `root`, depth first. */
function* nodes(root) {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    yield node;
    for (const key of Object.keys(node)) {
      if (key === 'loc') continue;
      const value = node[key];
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i -= 1)
          if (value[i] && typeof value[i].type === 'string') stack.push(value[i]);
      } else if (value && typeof value.type === 'string') stack.push(value);
    }
  }
}

const where = (file, loc) => `${file}:${loc.line}:${loc.column + 1}`;

/** The problems of one module script: a parse error, or the ES2020 forms refused above (max 5). */
export function checkModule(file, code) {
  let ast;
  try {
    ast = parse(code, { ecmaVersion: 2020, sourceType: 'module', locations: true });
  } catch (error) {
    return [
      `${where(file, error.loc ?? { line: 0, column: -1 })} does not parse at ES2020: ${error.message}`,
    ];
  }
  const problems = [];
  for (const node of nodes(ast)) {
    const problem = es2020Problem(node);
    if (!problem) continue;
    problems.push(`${where(file, node.loc.start)} ${problem}`);
    if (problems.length === 5) break;
  }
  return problems;
}

/** Inline classic scripts of an HTML file, each at ES5, positions in the HTML file. */
export function checkInlineScripts(file, html) {
  const problems = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', code] = match;
    if (/\bsrc=|type="?(module|application\/json|importmap)/.test(attributes)) continue;
    const before = html.slice(0, match.index + match[0].indexOf('>') + 1).split('\n');
    try {
      parse(code, { ecmaVersion: 5, sourceType: 'script', locations: true });
    } catch (error) {
      const line = before.length + (error.loc?.line ?? 1) - 1;
      const column = (error.loc?.line === 1 ? before.at(-1).length : 0) + (error.loc?.column ?? 0);
      problems.push(`${file}:${line}:${column + 1} inline script is not ES5: ${error.message}`);
    }
  }
  return problems;
}

/** What may run before the entry installs the stand-ins: the runtime and the preload helper. */
const BEFORE_STAND_INS = /^_(rolldown-runtime|preload-helper)-[\w-]+\.js$/;

/** The entry chunk's static imports, all the way down, that are not allowed to run that early. */
export function checkEntry(manifest) {
  const problems = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    const seen = new Set();
    const visit = (name) => {
      if (seen.has(name)) return;
      seen.add(name);
      if (!BEFORE_STAND_INS.test(name))
        problems.push(
          `${chunk.file} (${key}) imports ${manifest[name]?.file ?? name} statically: it runs before src/lib/compat's stand-ins`,
        );
      for (const next of manifest[name]?.imports ?? []) visit(next);
    };
    for (const name of chunk.imports ?? []) visit(name);
  }
  return problems;
}

function* files(root) {
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  let scripts = 0;
  let pages = 0;
  const problems = [];
  for (const path of files(dir)) {
    const file = relative(process.cwd(), path);
    if (path.endsWith('.js') || path.endsWith('.mjs')) {
      scripts += 1;
      problems.push(...checkModule(file, readFileSync(path, 'utf8')));
    } else if (path.endsWith('.html')) {
      pages += 1;
      problems.push(...checkInlineScripts(file, readFileSync(path, 'utf8')));
    }
  }
  const manifest = join(dir, '.vite/manifest.json');
  if (existsSync(manifest))
    problems.push(...checkEntry(JSON.parse(readFileSync(manifest, 'utf8'))));
  else problems.push(`${manifest} is missing: the entry's imports cannot be checked`);
  if (scripts === 0) {
    console.error(`no scripts in ${dir}/: run \`npm run build\` first`);
    process.exit(1);
  }
  if (problems.length > 0) {
    console.error(
      `${problems.length} problem(s): these files would not parse, or would run too early, in Chrome 69 / Safari 12\n${problems.join('\n')}`,
    );
    process.exit(1);
  }
  console.log(
    `${scripts} scripts parse at ES2019 + import() + import.meta (Chrome 69, Safari 12); the inline scripts of ${pages} pages at ES5; the entry imports only the runtime and the preload helper`,
  );
}
