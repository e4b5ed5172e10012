/**
 * The bridge reference in `docs/bridge-protocol.md` (between the `generated:bridge` markers),
 * generated from `src/lib/bridge/protocol.ts` with the TypeScript compiler API: every native
 * method with its params and result, and every native → H5 event with its data.
 *
 *   npm run docs:bridge         (node_modules/.bin/tsx scripts/bridge-doc.ts)
 *
 * `tests/unit/docs/bridge-doc.test.ts` fails when the section is stale, and when the hand-written
 * method (§7) and event (§9) tables name something the protocol lacks or miss something it has.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { cell, formatWithPrettier, readRepoFile, replaceMarked, ROOT } from './openapi';

export const PROTOCOL_FILE = 'src/lib/bridge/protocol.ts';
export const BRIDGE_DOC_FILE = 'docs/bridge-protocol.md';
export const BRIDGE_MARKER = 'generated:bridge';

export interface BridgeEntry {
  name: string;
  description: string;
  /** Methods: params and result; events: data (in `params`). */
  params: string;
  result: string;
  interactive: boolean;
}

export interface BridgeType {
  name: string;
  description: string;
  /** A type alias: its definition; an interface: its fields. */
  definition: string;
  fields: { name: string; type: string; required: boolean; description: string }[];
}

export interface BridgeModel {
  methods: BridgeEntry[];
  events: BridgeEntry[];
  /** The protocol's named types the methods and events use. */
  types: BridgeType[];
}

export function buildBridgeModel(): BridgeModel {
  const file = resolve(ROOT, PROTOCOL_FILE);
  const program = ts.createProgram([file], {
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  /** A declaration's type as written (`Record<string, never>` read as `{}`). */
  const written = (node: ts.Node | undefined) => {
    const t = node
      ?.getText(source)
      .replace(/\s+/g, ' ')
      .replace(/; \}/g, ' }')
      .replace(/;\s*$/, '');
    return !t || t === 'Record<string, never>' ? '{}' : t;
  };
  const typeNodeOf = (symbol: ts.Symbol | undefined) => {
    const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    return decl && ts.isPropertySignature(decl) ? decl.type : undefined;
  };
  const doc = (symbol: ts.Symbol) =>
    ts
      .displayPartsToString(symbol.getDocumentationComment(checker))
      .replace(/\{@link (\w+)\}/g, '`$1`')
      .trim();
  const members = (name: string): ts.Symbol[] => {
    const decl = source.statements.find(
      (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name,
    );
    if (!decl) throw new Error(`${PROTOCOL_FILE} has no interface ${name}`);
    return checker.getPropertiesOfType(checker.getTypeAtLocation(decl));
  };
  const interactive = new Set<string>();
  const list = source.statements.find(
    (s) =>
      ts.isVariableStatement(s) &&
      s.declarationList.declarations[0].name.getText(source) === 'INTERACTIVE_METHODS',
  ) as ts.VariableStatement | undefined;
  const init = list?.declarationList.declarations[0].initializer;
  if (init && ts.isArrayLiteralExpression(init)) {
    for (const el of init.elements) if (ts.isStringLiteral(el)) interactive.add(el.text);
  }
  const methods = members('BridgeMethods').map((symbol) => {
    const type = checker.getTypeOfSymbol(symbol);
    const part = (key: string) => written(typeNodeOf(type.getProperty(key)));
    return {
      name: symbol.name,
      description: doc(symbol),
      params: part('params'),
      result: part('result'),
      interactive: interactive.has(symbol.name),
    };
  });
  const events = members('NativeEvents').map((symbol) => ({
    name: symbol.name,
    description: doc(symbol),
    params: written(typeNodeOf(symbol)),
    result: '',
    interactive: false,
  }));
  const declared = new Map<string, ts.InterfaceDeclaration | ts.TypeAliasDeclaration>();
  for (const s of source.statements) {
    if (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) declared.set(s.name.text, s);
  }
  const skip = new Set(['BridgeMethods', 'NativeEvents']);
  const types: BridgeType[] = [];
  const seen = new Set<string>();
  const visit = (text: string) => {
    for (const [, name] of text.matchAll(/\b([A-Z]\w*)\b/g)) {
      const decl = declared.get(name);
      if (!decl || seen.has(name) || skip.has(name)) continue;
      seen.add(name);
      const symbol = checker.getSymbolAtLocation(decl.name)!;
      if (ts.isTypeAliasDeclaration(decl)) {
        const definition = written(decl.type);
        types.push({ name, description: doc(symbol), definition, fields: [] });
        visit(definition);
      } else {
        const fields = checker.getPropertiesOfType(checker.getTypeAtLocation(decl)).map((p) => ({
          name: p.name,
          type: written(typeNodeOf(p)),
          required: (p.flags & ts.SymbolFlags.Optional) === 0,
          description: doc(p),
        }));
        types.push({ name, description: doc(symbol), definition: '', fields });
        fields.forEach((f) => visit(f.type));
      }
    }
  };
  [...methods, ...events].forEach((e) => visit(`${e.params} ${e.result}`));
  types.sort((a, b) => a.name.localeCompare(b.name));
  return { methods, events, types };
}

export function renderBridgeReference(model: BridgeModel): string {
  const code = (t: string) => `\`${cell(t)}\``;
  return [
    '## 14. Reference (generated)',
    '',
    `Generated from \`${PROTOCOL_FILE}\` by \`scripts/bridge-doc.ts\` (\`npm run docs:bridge\`); do not edit by hand. ${model.methods.length} methods, ${model.events.length} events. I = interactive (10-min time-out).`,
    '',
    '### Methods (H5 → native)',
    '',
    '| method | I | params | result (`data`) | description |',
    '| --- | --- | --- | --- | --- |',
    ...model.methods.map(
      (m) =>
        `| \`${m.name}\` | ${m.interactive ? 'I' : ''} | ${code(m.params)} | ${code(m.result)} | ${cell(m.description)} |`,
    ),
    '',
    '### Events (native → H5)',
    '',
    '| event | data | description |',
    '| --- | --- | --- |',
    ...model.events.map((e) => `| \`${e.name}\` | ${code(e.params)} | ${cell(e.description)} |`),
    '',
    '### Types',
    ...model.types.flatMap((t) => [
      '',
      `#### \`${t.name}\``,
      '',
      ...(t.description ? [cell(t.description), ''] : []),
      ...(t.definition
        ? [`\`${t.name}\` = ${code(t.definition)}`]
        : [
            '| field | type | required | description |',
            '| --- | --- | --- | --- |',
            ...t.fields.map(
              (f) =>
                `| \`${f.name}\` | ${code(f.type)} | ${f.required ? 'yes' : 'no'} | ${cell(f.description)} |`,
            ),
          ]),
    ]),
  ].join('\n');
}

export async function renderBridgeDoc(model: BridgeModel, current: string): Promise<string> {
  return formatWithPrettier(
    replaceMarked(current, BRIDGE_MARKER, renderBridgeReference(model)),
    BRIDGE_DOC_FILE,
  );
}

/** The names in the first column of the tables under the `## <section>` heading. */
export function namesInSection(doc: string, heading: RegExp): string[] {
  const lines = doc.split('\n');
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) return [];
  const end = lines.findIndex((line, i) => i > start && /^## /.test(line));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .map((line) => /^\|\s*`([A-Za-z]+)`\s*\|/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const model = buildBridgeModel();
  writeFileSync(
    resolve(ROOT, BRIDGE_DOC_FILE),
    await renderBridgeDoc(model, readRepoFile(BRIDGE_DOC_FILE)),
  );
  console.log(`${BRIDGE_DOC_FILE}: ${model.methods.length} methods, ${model.events.length} events`);
}
