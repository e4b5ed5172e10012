/**
 * The contract docs, generated from `src/lib/contract/<domain>/*.ts` (issue 15 §6):
 * - `docs/openapi.json`: OpenAPI 3.1 (JSON Schema 2020-12), one path item per endpoint;
 * - the endpoint reference in `docs/api-contract.md` between the `generated:endpoints` markers.
 *
 *   npm run docs:openapi        (node_modules/.bin/tsx scripts/openapi.ts)
 *
 * Types, comments and names come from the TypeScript compiler API (a program over the contract
 * modules only); method, path, encoding and the token flag are the values the modules export, read
 * by importing them, so the docs say exactly what the client sends. `tests/unit/docs` regenerates
 * both in memory and fails when a committed file is stale.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';
import type { Encoding, Endpoint, HttpMethod } from '../src/lib/contract/endpoint';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CONTRACT_DIR = 'src/lib/contract';
export const OPENAPI_FILE = 'docs/openapi.json';
export const API_CONTRACT_FILE = 'docs/api-contract.md';
export const ENDPOINTS_MARKER = 'generated:endpoints';

// ---------------------------------------------------------------------------------------------
// Shared helpers (also used by scripts/bridge-doc.ts and scripts/routes-doc.ts)

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A copy with every object's keys sorted (arrays keep their order). */
export function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys(value[key])]),
    );
  }
  return value;
}

/** Formats like `npx prettier --write` would (the repository's .prettierrc). */
export async function formatWithPrettier(text: string, file: string): Promise<string> {
  const options = (await prettier.resolveConfig(resolve(ROOT, file))) ?? {};
  return prettier.format(text, { ...options, filepath: resolve(ROOT, file) });
}

/** `doc` with the text between `<!-- marker -->` and `<!-- /marker -->` replaced (or appended). */
export function replaceMarked(doc: string, marker: string, body: string): string {
  const open = `<!-- ${marker} -->`;
  const close = `<!-- /${marker} -->`;
  const block = `${open}\n\n${body.trim()}\n\n${close}`;
  const start = doc.indexOf(open);
  const end = doc.indexOf(close);
  if (start < 0 || end < start) return `${doc.trimEnd()}\n\n${block}\n`;
  return doc.slice(0, start) + block + doc.slice(end + close.length);
}

export function readRepoFile(file: string): string {
  return readFileSync(resolve(ROOT, file), 'utf8');
}

/** Markdown-safe table cell. */
export function cell(text: string): string {
  return text
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// The contract model

export type Schema = { [key: string]: Json };

export interface Field {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface ContractEndpoint {
  /** `<group>.<key>`, e.g. `account.smsLogin`. */
  name: string;
  /** The contract module, e.g. `account.ts`. */
  module: string;
  service: string;
  method: HttpMethod;
  path: string;
  encoding: Encoding;
  auth: 'token' | 'none';
  idempotent: boolean;
  description: string;
  /** TypeScript text of the request and response `data` types. */
  requestType: string;
  responseType: string;
  request: Schema;
  response: Schema;
  /** The request's top-level fields (empty for `Empty`), and the response's. */
  requestFields: Field[];
  responseFields: Field[];
}

export interface ContractModule {
  module: string;
  description: string;
}

export interface ContractModel {
  modules: ContractModule[];
  endpoints: ContractEndpoint[];
  schemas: Record<string, Schema>;
}

function docOf(symbol: ts.Symbol | undefined, checker: ts.TypeChecker): string {
  if (!symbol) return '';
  return ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
}

function moduleDoc(source: ts.SourceFile): string {
  const text = source.getFullText();
  const match = /^\s*\/\*\*([\s\S]*?)\*\//.exec(text);
  if (!match) return '';
  return match[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
}

function isOurs(decl: ts.Declaration | undefined): boolean {
  if (!decl) return false;
  const file = decl.getSourceFile().fileName.replaceAll('\\', '/');
  return file.includes('/src/lib/');
}

/** Converts checker types to JSON Schema, collecting named types in `schemas`. */
class SchemaBuilder {
  readonly schemas: Record<string, Schema> = {};
  private readonly building = new Set<string>();
  private readonly declared = new Map<string, ts.Declaration>();

  constructor(private readonly checker: ts.TypeChecker) {}

  /** The component name of a named, non-generic type declared in src/lib, or null. */
  private nameOf(type: ts.Type): { name: string; decl: ts.Declaration } | null {
    const alias = type.aliasSymbol;
    if (alias && !type.aliasTypeArguments?.length) {
      const decl = alias.declarations?.[0];
      if (isOurs(decl)) return { name: alias.name, decl: decl! };
    }
    const symbol = type.getSymbol();
    if (symbol && symbol.flags & ts.SymbolFlags.Interface && !alias) {
      const decl = symbol.declarations?.[0];
      // A generic interface (`ServerPage<T>`) is written out at each use.
      if (decl && ts.isInterfaceDeclaration(decl) && !decl.typeParameters && isOurs(decl)) {
        return { name: symbol.name, decl };
      }
    }
    return null;
  }

  schema(type: ts.Type): Schema {
    const named = this.nameOf(type);
    if (named) {
      const { name, decl } = named;
      const earlier = this.declared.get(name);
      if (earlier && earlier !== decl) {
        throw new Error(`two contract types are named ${name}: rename one (OpenAPI schema names)`);
      }
      this.declared.set(name, decl);
      if (!this.schemas[name] && !this.building.has(name)) {
        this.building.add(name);
        const body = this.inline(type);
        const description = docOf(
          (decl as ts.Node as { symbol?: ts.Symbol }).symbol ??
            type.aliasSymbol ??
            type.getSymbol(),
          this.checker,
        );
        this.schemas[name] = description ? { ...body, description } : body;
        this.building.delete(name);
      }
      return { $ref: `#/components/schemas/${name}` };
    }
    return this.inline(type);
  }

  /** The schema of `type` itself (never a `$ref` to it). */
  inline(type: ts.Type): Schema {
    const c = this.checker;
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (f & ts.TypeFlags.Never) return { not: {} };
    if (f & ts.TypeFlags.Null) return { type: 'null' };
    if (f & ts.TypeFlags.String) return { type: 'string' };
    if (f & ts.TypeFlags.Number) return { type: 'number' };
    if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (type.isStringLiteral()) return { const: type.value, type: 'string' };
    if (type.isNumberLiteral()) return { const: type.value, type: 'number' };
    if (f & ts.TypeFlags.BooleanLiteral) {
      return { const: c.typeToString(type) === 'true', type: 'boolean' };
    }
    if (type.isUnion()) return this.union(type.types);
    if (c.isArrayType(type)) {
      const [item] = c.getTypeArguments(type as ts.TypeReference);
      return { items: this.schema(item), type: 'array' };
    }
    if (c.isTupleType(type)) {
      const items = c.getTypeArguments(type as ts.TypeReference).map((t) => this.schema(t));
      return { items: false, maxItems: items.length, prefixItems: items, type: 'array' };
    }
    const symbolName = type.getSymbol()?.name;
    if (symbolName === 'Blob' || symbolName === 'File') {
      return { contentMediaType: 'application/octet-stream', type: 'string' };
    }
    return this.object(type);
  }

  private union(members: ts.Type[]): Schema {
    const c = this.checker;
    // `null` last (the checker orders members by type id).
    const isNull = (t: ts.Type) => (t.flags & ts.TypeFlags.Null ? 1 : 0);
    let parts = members
      .filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)))
      .sort((a, b) => isNull(a) - isNull(b));
    const hasTrue = parts.some(
      (t) => t.flags & ts.TypeFlags.BooleanLiteral && c.typeToString(t) === 'true',
    );
    const hasFalse = parts.some(
      (t) => t.flags & ts.TypeFlags.BooleanLiteral && c.typeToString(t) === 'false',
    );
    const boolean = hasTrue && hasFalse;
    if (boolean) parts = parts.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral));
    const literal = (t: ts.Type) =>
      t.isStringLiteral() ||
      t.isNumberLiteral() ||
      (t.flags & (ts.TypeFlags.BooleanLiteral | ts.TypeFlags.Null)) !== 0;
    if (!boolean && parts.length > 0 && parts.every(literal)) {
      const values: Json[] = parts.map((t) =>
        t.isStringLiteral() || t.isNumberLiteral()
          ? t.value
          : t.flags & ts.TypeFlags.Null
            ? null
            : c.typeToString(t) === 'true',
      );
      const types = [...new Set(values.map((v) => (v === null ? 'null' : typeof v)))];
      return { enum: values, type: types.length === 1 ? types[0] : types };
    }
    const schemas = parts.map((t) => this.schema(t));
    if (boolean) schemas.push({ type: 'boolean' });
    if (schemas.length === 1) return schemas[0];
    // `X | null` with a plain type: one `type` array; anything else: anyOf.
    const simple = schemas.every((s) => Object.keys(s).length === 1 && typeof s.type === 'string');
    if (simple) return { type: schemas.map((s) => s.type as string) };
    return { anyOf: schemas };
  }

  private object(type: ts.Type): Schema {
    const c = this.checker;
    const properties: Record<string, Json> = {};
    const required: string[] = [];
    for (const prop of c.getPropertiesOfType(type)) {
      if (prop.name.startsWith('__')) continue;
      const decl = prop.valueDeclaration ?? prop.declarations?.[0];
      const propType = decl ? c.getTypeOfSymbolAtLocation(prop, decl) : c.getTypeOfSymbol(prop);
      const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
      const schema = this.schema(optional ? c.getNonNullableType(propType) : propType);
      const description = docOf(prop, c);
      properties[prop.name] =
        description && !('$ref' in schema) ? { ...schema, description } : schema;
      if (description && '$ref' in schema) {
        properties[prop.name] = { allOf: [schema], description };
      }
      if (!optional) required.push(prop.name);
    }
    const result: Schema = { type: 'object' };
    if (Object.keys(properties).length > 0) result.properties = properties;
    if (required.length > 0) result.required = required.sort();
    const index = c.getIndexInfosOfType(type)[0];
    if (index) {
      result.additionalProperties =
        index.type.flags & ts.TypeFlags.Never ? false : this.schema(index.type);
    } else if (Object.keys(properties).length === 0) {
      result.additionalProperties = false;
    }
    return result;
  }

  /** The top-level fields of `type` for the markdown reference. */
  fields(type: ts.Type): Field[] {
    const c = this.checker;
    const t = c.getNonNullableType(type);
    if (
      t.isUnion() ||
      c.isArrayType(t) ||
      !(t.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))
    )
      return [];
    const flags =
      ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
    return c
      .getPropertiesOfType(t)
      .filter((prop) => !prop.name.startsWith('__'))
      .map((prop) => {
        const decl = prop.valueDeclaration ?? prop.declarations?.[0];
        const propType = decl ? c.getTypeOfSymbolAtLocation(prop, decl) : c.getTypeOfSymbol(prop);
        const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
        return {
          name: prop.name,
          type: c.typeToString(
            optional ? c.getNonNullableType(propType) : propType,
            undefined,
            flags,
          ),
          required: !optional,
          description: docOf(prop, c),
        };
      });
  }
}

function contractFiles(): string[] {
  return readdirSync(resolve(ROOT, CONTRACT_DIR), { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => resolve(ROOT, CONTRACT_DIR, file));
}

function isEndpointValue(value: unknown): value is Endpoint<unknown, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const { method, path, encoding } = value as Partial<Endpoint<unknown, unknown>>;
  return (
    typeof method === 'string' &&
    typeof encoding === 'string' &&
    typeof path === 'string' &&
    path.startsWith('/api/')
  );
}

/** Reads every endpoint of `src/lib/contract/<domain>/*.ts`. */
export async function buildContractModel(): Promise<ContractModel> {
  const files = contractFiles();
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  const checker = program.getTypeChecker();
  const builder = new SchemaBuilder(checker);
  const modules: ContractModule[] = [];
  const endpoints: ContractEndpoint[] = [];
  const typeText = (t: ts.Type) =>
    checker.typeToString(t, undefined, ts.TypeFormatFlags.NoTruncation);

  for (const file of files) {
    const source = program.getSourceFile(file)!;
    const module = basename(file);
    const runtime = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    let found = false;
    for (const group of checker.getExportsOfModule(moduleSymbol)) {
      const groupValue = runtime[group.name];
      if (typeof groupValue !== 'object' || groupValue === null) continue;
      const groupType = checker.getTypeOfSymbol(group);
      for (const prop of checker.getPropertiesOfType(groupType)) {
        const value = (groupValue as Record<string, unknown>)[prop.name];
        if (!isEndpointValue(value)) continue;
        found = true;
        const name = `${group.name}.${prop.name}`;
        const decl = prop.valueDeclaration;
        const epType = checker.getTypeOfSymbol(prop);
        let [req, res] = ['__req', '__res'].map((key) =>
          checker.getNonNullableType(checker.getTypeOfSymbol(epType.getProperty(key)!)),
        );
        // The type arguments as written keep their alias names (e.g. `Empty`).
        const call = decl && ts.isPropertyAssignment(decl) ? decl.initializer : undefined;
        if (call && ts.isCallExpression(call) && call.typeArguments?.length === 2) {
          [req, res] = call.typeArguments.map((node) => checker.getTypeFromTypeNode(node));
        }
        const description = docOf(prop, checker);
        const service = value.path.split('/')[2];
        endpoints.push({
          name,
          module,
          service,
          method: value.method,
          path: value.path,
          encoding: value.encoding,
          auth: value.ignoreToken ? 'none' : 'token',
          // The contract's own flag (endpoint(…, { idempotent: true })).
          idempotent: value.idempotent === true,
          description,
          requestType: typeText(req),
          responseType: typeText(res),
          request: builder.schema(req),
          response: builder.schema(res),
          requestFields: builder.fields(req),
          responseFields: builder.fields(res),
        });
      }
    }
    if (found) modules.push({ module, description: moduleDoc(source) });
  }
  endpoints.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  return { modules, endpoints, schemas: builder.schemas };
}

// ---------------------------------------------------------------------------------------------
// OpenAPI

const CONTENT_TYPES: Record<Encoding, string | null> = {
  query: null,
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** §7: the headers the client sends on every call (Authorization is the security scheme). */
const COMMON_HEADERS: [string, string, boolean][] = [
  ['appId', 'The application id (config.appId).', true],
  ['tenantId', 'The tenant id (config.tenantId).', true],
  ['appType', 'The application type (config.appType).', true],
  ['appBrand', 'The phone brand from the native bridge; `unkown` when not known (sic).', true],
  ['deviceId', 'The device id from the native bridge (a kept random id outside the app).', true],
  ['appVersion', 'The native app version; empty outside the app.', true],
  ['version', 'The API version header (config.apiVersion, default `1.0.0`).', true],
  ['longitude', 'The driver position, when known.', false],
  ['latitude', 'The driver position, when known.', false],
];

function envelopeSchema(): Schema {
  return {
    description:
      'The response envelope (src/lib/contract/envelope.ts). Success: `success: true` (or legacy `errcode: 10000`) and `state: 200`; a refusal: `success: false`, a business `state` and the message in `msg` (or `errmsg`/`error`), `data: null`.',
    properties: {
      errcode: { description: 'Legacy success marker: `10000` means success.', type: 'number' },
      error: { type: 'string' },
      errmsg: { type: 'string' },
      msg: { type: 'string' },
      state: {
        description:
          'Business state; `200` on success, otherwise a BusinessState (505001, 503500, 10000000002, 10000000003, 10000000004, 10000000006) or another server code.',
        type: 'number',
      },
      success: { type: 'boolean' },
    },
    type: 'object',
  };
}

function queryParameters(endpoint: ContractEndpoint, model: ContractModel): Json[] {
  let schema: Schema = endpoint.request;
  const ref = schema.$ref;
  if (typeof ref === 'string') schema = model.schemas[ref.split('/').pop()!];
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = (schema.required ?? []) as string[];
  return Object.keys(properties)
    .sort()
    .map((name) => {
      const { description, ...rest } = properties[name];
      return {
        in: 'query',
        name,
        required: required.includes(name),
        schema: rest,
        ...(description ? { description } : {}),
        ...(rest.type === 'array' ? { explode: true, style: 'form' } : {}),
      };
    });
}

function operation(endpoint: ContractEndpoint, model: ContractModel): Json {
  const parameters: Json[] = COMMON_HEADERS.map(([name]) => ({
    $ref: `#/components/parameters/${name}`,
  }));
  if (endpoint.idempotent) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  const contentType = CONTENT_TYPES[endpoint.encoding];
  if (!contentType) parameters.push(...queryParameters(endpoint, model));
  const op: { [key: string]: Json } = {
    operationId: endpoint.name,
    parameters,
    responses: {
      '200': {
        content: {
          'application/json': {
            schema: {
              allOf: [
                { $ref: '#/components/schemas/Envelope' },
                { properties: { data: endpoint.response }, required: ['data'], type: 'object' },
              ],
            },
          },
        },
        description: 'The envelope; `data` holds the result on success, `null` on a refusal.',
      },
    },
    security: endpoint.auth === 'token' ? [{ bearer: [] }] : [],
    summary: endpoint.description.split('\n')[0] || endpoint.name,
    tags: [endpoint.module.replace(/\.ts$/, '')],
    'x-encoding': endpoint.encoding,
    'x-idempotent': endpoint.idempotent,
  };
  if (endpoint.description) op.description = endpoint.description;
  if (contentType) {
    op.requestBody = { content: { [contentType]: { schema: endpoint.request } }, required: true };
  }
  if (endpoint.auth === 'token') {
    (op.responses as Record<string, Json>)['401'] = {
      description: 'No, a forged or a revoked access token: the client logs out.',
    };
  }
  return op;
}

export function buildOpenApi(model: ContractModel): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const endpoint of model.endpoints) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path][endpoint.method.toLowerCase()] = operation(endpoint, model);
  }
  const parameters: Record<string, Json> = {
    IdempotencyKey: {
      description:
        'One key per intended money or order action. The same key of the same user and path within 24 h is answered with the first answer (response header `Idempotency-Replayed: true`); after a lost answer ask `POST /api/fcc/requestState/get`.',
      in: 'header',
      name: 'Idempotency-Key',
      required: false,
      schema: { type: 'string' },
    },
  };
  for (const [name, description, required] of COMMON_HEADERS) {
    parameters[name] = { description, in: 'header', name, required, schema: { type: 'string' } };
  }
  const doc: Json = {
    components: {
      parameters,
      schemas: { ...model.schemas, Envelope: envelopeSchema() } as Json,
      securitySchemes: {
        bearer: {
          bearerFormat: 'JWT',
          description: '`Authorization: Bearer <at>`: the access token of the login (2 hours).',
          scheme: 'bearer',
          type: 'http',
        },
      },
    },
    info: {
      description:
        'Generated from src/lib/contract/<domain>/*.ts by scripts/openapi.ts (npm run docs:openapi); do not edit. Conventions (encodings, headers, envelope, business states, idempotency): docs/api-contract.md.',
      title: 'Freight driver H5 platform API',
      version: JSON.parse(readRepoFile('package.json')).version as string,
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    openapi: '3.1.0',
    paths: paths as Json,
    servers: [{ description: 'The API base URL (config.apiBaseUrl).', url: '/' }],
    tags: model.modules.map(({ module, description }) => ({
      description: description || module,
      name: module.replace(/\.ts$/, ''),
    })),
  };
  return sortKeys(doc);
}

export async function renderOpenApi(model: ContractModel): Promise<string> {
  return formatWithPrettier(`${JSON.stringify(buildOpenApi(model), null, 2)}\n`, OPENAPI_FILE);
}

// ---------------------------------------------------------------------------------------------
// The markdown endpoint reference

function fieldTable(fields: Field[], typeText: string): string {
  if (fields.length === 0) return `\`${cell(typeText)}\``;
  const rows = fields.map(
    (f) =>
      `| \`${f.name}\` | \`${cell(f.type)}\` | ${f.required ? 'yes' : 'no'} | ${cell(f.description)} |`,
  );
  return [
    `\`${cell(typeText)}\`:`,
    '',
    '| field | type | required | description |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

export function renderEndpointReference(model: ContractModel): string {
  const lines: string[] = [
    '## Endpoint reference (generated)',
    '',
    `Generated from \`src/lib/contract/<domain>/*.ts\` by \`scripts/openapi.ts\` (\`npm run docs:openapi\`, which also writes \`docs/openapi.json\`); do not edit by hand. ${model.endpoints.length} endpoints. \`auth\`: \`token\` = bearer access token, \`none\` = flagged \`ignoreToken\`. \`idem.\`: sent with an \`Idempotency-Key\`. Types are TypeScript; \`Empty\` = empty object.`,
  ];
  const services = [...new Set(model.endpoints.map((e) => e.service))].sort();
  for (const service of services) {
    lines.push('', `### Service \`${service}\``);
    const inService = model.endpoints.filter((e) => e.service === service);
    for (const module of [...new Set(inService.map((e) => e.module))].sort()) {
      lines.push('', `#### \`${service}\` · \`${module}\``, '');
      const list = inService
        .filter((e) => e.module === module)
        .sort((a, b) => a.name.localeCompare(b.name));
      lines.push(
        '| name | method / path | enc. | auth | idem. |',
        '| --- | --- | --- | --- | --- |',
      );
      for (const e of list) {
        lines.push(
          `| \`${e.name}\` | ${e.method} \`${e.path}\` | ${e.encoding} | ${e.auth} | ${e.idempotent ? 'yes' : ''} |`,
        );
      }
      for (const e of list) {
        lines.push('', `##### \`${e.name}\``, '');
        if (e.description) lines.push(cell(e.description), '');
        lines.push(
          `${e.method} \`${e.path}\` · ${e.encoding} · auth ${e.auth}${e.idempotent ? ' · Idempotency-Key' : ''}`,
          '',
        );
        lines.push(`Request ${fieldTable(e.requestFields, e.requestType)}`, '');
        lines.push(`Response \`data\` ${fieldTable(e.responseFields, e.responseType)}`);
      }
    }
  }
  return lines.join('\n');
}

export async function renderApiContractDoc(model: ContractModel, current: string): Promise<string> {
  return formatWithPrettier(
    replaceMarked(current, ENDPOINTS_MARKER, renderEndpointReference(model)),
    API_CONTRACT_FILE,
  );
}

async function main(): Promise<void> {
  const model = await buildContractModel();
  writeFileSync(resolve(ROOT, OPENAPI_FILE), await renderOpenApi(model));
  const doc = await renderApiContractDoc(model, readRepoFile(API_CONTRACT_FILE));
  writeFileSync(resolve(ROOT, API_CONTRACT_FILE), doc);
  console.log(`${OPENAPI_FILE} and ${API_CONTRACT_FILE}: ${model.endpoints.length} endpoints`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
