/**
 * The desk's page (review/ui/) served as it is: TypeScript modules are transpiled on request with
 * the compiler the repository already has, so the desk needs no build step.
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const UI_DIR = fileURLToPath(new URL('../ui/', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ts': 'text/javascript; charset=utf-8',
};

const compiled = new Map<string, string>();

/** The file's body and type, or null when it is not a desk file. */
export function uiFile(path: string): { body: string; type: string } | null {
  const name = normalize(path).replace(/^[/\\]+/, '');
  const type = TYPES[extname(name)];
  const file = join(UI_DIR, name);
  if (!type || name.includes('..') || !existsSync(file)) return null;
  const source = readFileSync(file, 'utf8');
  if (extname(name) !== '.ts') return { body: source, type };
  const cached = compiled.get(file);
  if (cached && process.env.NODE_ENV === 'production') return { body: cached, type };
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      verbatimModuleSyntax: true,
    },
    fileName: name,
  });
  compiled.set(file, outputText);
  return { body: outputText, type };
}
