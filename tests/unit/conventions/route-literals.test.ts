/**
 * No route is spelled by hand: features, the app and the kit build every path from the catalogue
 * (src/lib/routing/paths.ts and its domain-paths/ parts), so renaming a route or its query is one edit.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/routing/paths';
import { read, sourceFiles } from './source-files';

const CATALOGUE = 'src/lib/routing/paths.ts';
/** Each domain's part of the catalogue, spread into `paths`. */
const DOMAIN_PATHS = 'src/lib/routing/domain-paths/';
const patterns = Object.values(paths)
  .map((path) => path.pattern)
  .filter((pattern) => pattern !== '/');

/** The text of every string and template literal of a file (comments are not literals). */
export function literalsOf(source: string, jsx: boolean): string[] {
  const file = ts.createSourceFile(
    jsx ? 'x.tsx' : 'x.ts',
    source,
    ts.ScriptTarget.Latest,
    false,
    jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node)
    )
      found.push(node.text);
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

export function routeLiterals(file: string): string[] {
  return literalsOf(read(file), file.endsWith('.tsx')).filter((text) =>
    patterns.some(
      (pattern) =>
        text === pattern ||
        text.startsWith(`${pattern}?`) ||
        text.startsWith(`${pattern}/`) ||
        text.startsWith(`${pattern}#`),
    ),
  );
}

describe('route literals', () => {
  it('finds a spelled route (the check can fail)', () => {
    expect(literalsOf(`navigate('/loginPwd?x=1'); // '/register'`, false)).toEqual([
      '/loginPwd?x=1',
    ]);
    expect(literalsOf('<Link to="/findPwd">x</Link>', true)).toEqual(['/findPwd']);
  });

  it('none in src outside the path catalogue', () => {
    const offenders = sourceFiles('src')
      .filter((file) => file !== CATALOGUE && !file.startsWith(DOMAIN_PATHS))
      .flatMap((file) => routeLiterals(file).map((text) => `${file}: ${text}`));
    expect(offenders).toEqual([]);
  });
});
