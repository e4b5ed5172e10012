/**
 * `--endpoint <contract module>#<group>.<key>`: the contract read a new screen shows. The
 * TypeScript checker says whether it exists, whether it is a read, and whether an empty request
 * fits it — the scaffold has no way to know what a required field should hold.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export interface EndpointRef {
  /** Below src/lib/contract, without `.ts`: `money/wallet`. */
  module: string;
  group: string;
  key: string;
}

export function parseEndpointRef(value: string): EndpointRef | string {
  const match = /^([a-z0-9-]+(?:\/[a-z0-9-]+)*)#(\w+)\.(\w+)$/.exec(value);
  if (!match)
    return `--endpoint takes <contract module>#<group>.<key>, e.g. money/wallet#money.getDriverThirtyDayAmount (got "${value}")`;
  return { module: match[1]!, group: match[2]!, key: match[3]! };
}

/** Why the read cannot back a generated screen, or null when it can. */
export function endpointProblem(root: string, ref: EndpointRef): string | null {
  const file = join(root, 'src/lib/contract', `${ref.module}.ts`);
  const name = `${ref.module}#${ref.group}.${ref.key}`;
  if (!existsSync(file)) return `no contract module src/lib/contract/${ref.module}.ts`;
  const program = ts.createProgram([file], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    baseUrl: root,
    paths: { '@/*': ['src/*'] },
    skipLibCheck: true,
    noEmit: true,
    types: [],
    // Without the DOM's declarations the check takes a third of the time; contracts need none.
    lib: ['lib.es2022.d.ts'],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const moduleSymbol = checker.getSymbolAtLocation(source);
  const group =
    moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === ref.group);
  if (!group) return `src/lib/contract/${ref.module}.ts exports no "${ref.group}"`;
  const endpoint = checker.getTypeOfSymbol(group).getProperty(ref.key);
  if (!endpoint) return `${ref.group} has no endpoint "${ref.key}"`;
  const declaration = endpoint.valueDeclaration;
  if (declaration && /\bchanges\s*:/.test(declaration.getText())) {
    return `${name} is a write (it states its changes); a screen's read must be a read`;
  }
  const req = checker.getTypeOfSymbol(endpoint).getNonNullableType().getProperty('__req');
  if (!req) return `${name} is not an endpoint`;
  const reqType = checker.getNonNullableType(checker.getTypeOfSymbol(req));
  const required = reqType
    .getProperties()
    .filter((p) => !(p.flags & ts.SymbolFlags.Optional))
    .map((p) => p.name);
  // An object with no required field takes `{}` (Empty is Record<string, never>).
  const isObject = (reqType.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) !== 0;
  if (required.length > 0 || !isObject) {
    const needs = required.join(', ') || checker.typeToString(reqType);
    return `${name} needs a request (${needs}) the scaffold cannot fill: generate without --endpoint and write the read by hand`;
  }
  return null;
}
