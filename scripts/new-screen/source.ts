/**
 * What the scaffold reads of the tree, with the TypeScript parser (never by regex): the path
 * catalogue's names and patterns, the route table's routes and their depth, and the places in a
 * list where one more entry goes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export const ROUTES_DIR = 'src/app/routes';
export const ROUTES_ALL = `${ROUTES_DIR}/all.ts`;
export const CATALOGUE = 'src/lib/routing/paths.ts';
export const DOMAIN_PATHS_DIR = 'src/lib/routing/domain-paths';

export function parse(root: string, file: string): ts.SourceFile {
  const text = readFileSync(join(root, file), 'utf8');
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

function each(node: ts.Node, visit: (n: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => each(child, visit));
}

const keyOf = (p: ts.ObjectLiteralElementLike): string | undefined =>
  p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;

/** The catalogue files: paths.ts and every domain's path file. */
export function catalogueFiles(root: string): string[] {
  const dir = join(root, DOMAIN_PATHS_DIR);
  const domainFiles = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.ts'))
        .map((f) => `${DOMAIN_PATHS_DIR}/${f}`)
    : [];
  return [CATALOGUE, ...domainFiles];
}

/** Every `name: appPath(…)('pattern')` of the catalogue: name → pattern. */
export function cataloguePaths(root: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of catalogueFiles(root)) {
    each(parse(root, file), (node) => {
      if (!ts.isPropertyAssignment(node) || !ts.isCallExpression(node.initializer)) return;
      const call = node.initializer;
      const [arg] = call.arguments;
      if (ts.isIdentifier(call.expression) && call.expression.text === 'appPath' && arg) {
        if (ts.isStringLiteralLike(arg)) found.set(keyOf(node)!, arg.text);
      }
    });
  }
  return found;
}

export interface RegisteredRoute {
  file: string;
  pattern: string;
  deepth?: number;
}

/** The route table: each `{ path, meta }` of the route modules, its pattern resolved. */
export function registeredRoutes(root: string): RegisteredRoute[] {
  const names = cataloguePaths(root);
  const files = readdirSync(join(root, ROUTES_DIR), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && f !== 'all.ts')
    .map((f) => `${ROUTES_DIR}/${f.replaceAll('\\', '/')}`);
  const routes: RegisteredRoute[] = [];
  for (const file of files) {
    each(parse(root, file), (node) => {
      if (!ts.isObjectLiteralExpression(node)) return;
      const prop = (name: string) =>
        node.properties.find((p): p is ts.PropertyAssignment => keyOf(p) === name);
      const path = prop('path')?.initializer;
      if (!path) return;
      let pattern: string | undefined;
      if (ts.isStringLiteralLike(path)) pattern = path.text;
      // paths.<name>.pattern
      else if (
        ts.isPropertyAccessExpression(path) &&
        ts.isPropertyAccessExpression(path.expression)
      )
        pattern = names.get(path.expression.name.text);
      if (pattern === undefined) return;
      const meta = prop('meta')?.initializer;
      const deepth =
        meta && ts.isObjectLiteralExpression(meta)
          ? meta.properties.find((p): p is ts.PropertyAssignment => keyOf(p) === 'deepth')
          : undefined;
      const depth =
        deepth && ts.isNumericLiteral(deepth.initializer)
          ? Number(deepth.initializer.text)
          : undefined;
      routes.push({ file, pattern, deepth: depth });
    });
  }
  return routes;
}

/** The named `export const <name> = …` initializer of a file, or undefined. */
export function exportedConst(source: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (ts.isIdentifier(decl.name) && decl.name.text === name && decl.initializer) {
        let init = decl.initializer;
        while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
        return init;
      }
    }
  }
  return undefined;
}

/** Names of every `export const` of a file. */
export function exportedConsts(source: ts.SourceFile): string[] {
  return source.statements.flatMap((s) =>
    ts.isVariableStatement(s) && s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      ? s.declarationList.declarations.flatMap((d) =>
          ts.isIdentifier(d.name) ? [d.name.text] : [],
        )
      : [],
  );
}

/**
 * `text` with `entry` added to a list literal (array or object) as its last element, or before
 * the element `before` when given. Prettier lays it out afterwards.
 */
export function insertInList(
  text: string,
  list: ts.ArrayLiteralExpression | ts.ObjectLiteralExpression,
  entry: string,
  before?: ts.Node,
): string {
  const elements: readonly ts.Node[] = ts.isArrayLiteralExpression(list)
    ? list.elements
    : list.properties;
  if (before) {
    const at = before.getStart();
    return `${text.slice(0, at)}${entry},\n${text.slice(at)}`;
  }
  const last = elements.at(-1);
  if (!last) {
    const at = list.getStart() + 1;
    return `${text.slice(0, at)}\n${entry},\n${text.slice(at)}`;
  }
  let at = last.end;
  const comma = text.slice(at).match(/^\s*,/);
  if (comma) at += comma[0].length;
  return `${text.slice(0, at)}${comma ? '' : ','}\n${entry},${text.slice(at)}`;
}
