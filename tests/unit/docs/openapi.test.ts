/**
 * docs/openapi.json and the endpoint reference of docs/api-contract.md are generated from the
 * contract (scripts/openapi.ts): both must be current, cover every contract endpoint, and every
 * `$ref` of the OpenAPI document must resolve.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractEndpoints } from '@sim/sandbox/contract-endpoints';
import {
  API_CONTRACT_FILE,
  buildContractModel,
  buildOpenApi,
  ENDPOINTS_MARKER,
  OPENAPI_FILE,
  renderApiContractDoc,
  renderOpenApi,
  type ContractModel,
  type Json,
} from '../../../scripts/openapi';

type Obj = { [key: string]: Json };

let model: ContractModel;
let doc: Obj;

beforeAll(async () => {
  model = await buildContractModel();
  doc = buildOpenApi(model) as Obj;
}, 20_000);

function refs(value: Json, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') found.push(v);
      else refs(v, found);
    }
  }
  return found;
}

function resolvePointer(root: Json, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: Json | undefined = root;
  for (const part of ref.slice(2).split('/')) {
    node = node && typeof node === 'object' && !Array.isArray(node) ? node[part] : undefined;
  }
  return node;
}

const operation = (path: string, method: string) =>
  ((doc.paths as Obj)[path] as Obj | undefined)?.[method.toLowerCase()] as Obj | undefined;

describe('docs/openapi.json', () => {
  it('is current', async () => {
    const current = readFileSync(OPENAPI_FILE, 'utf8');
    const generated = await renderOpenApi(model);
    expect(current === generated, 'docs/openapi.json is stale: run npm run docs:openapi').toBe(
      true,
    );
  });

  it('is OpenAPI 3.1 with JSON Schema 2020-12', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(Object.keys(doc.paths as Obj)).toEqual(Object.keys(doc.paths as Obj).sort());
  });

  it('has every contract endpoint, with its method, encoding and token flag', () => {
    const endpoints = contractEndpoints();
    expect(endpoints.length).toBeGreaterThan(100);
    expect(model.endpoints.map((e) => e.name).sort()).toEqual(endpoints.map((e) => e.name).sort());
    const missing = endpoints.filter((e) => !operation(e.endpoint.path, e.endpoint.method));
    expect(missing.map((e) => `${e.name} ${e.endpoint.method} ${e.endpoint.path}`)).toEqual([]);
    for (const { name, endpoint } of endpoints) {
      const op = operation(endpoint.path, endpoint.method)!;
      expect(op.operationId, name).toBe(name);
      expect(op.security, name).toEqual(endpoint.ignoreToken ? [] : [{ bearer: [] }]);
      const types = {
        query: undefined,
        json: 'application/json',
        form: 'application/x-www-form-urlencoded',
        multipart: 'multipart/form-data',
      }[endpoint.encoding];
      const body = op.requestBody as Obj | undefined;
      expect(body && Object.keys(body.content as Obj), name).toEqual(types && [types]);
      const schema = (
        ((op.responses as Obj)['200'] as Obj).content as { 'application/json': { schema: Obj } }
      )['application/json'].schema;
      expect((schema.allOf as Obj[])[0], name).toEqual({ $ref: '#/components/schemas/Envelope' });
    }
  });

  it('resolves every $ref', () => {
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(100);
    expect([...new Set(all.filter((ref) => resolvePointer(doc, ref) === undefined))]).toEqual([]);
  });

  it('writes types as JSON Schema', () => {
    const schemas = (doc.components as Obj).schemas as Obj;
    expect(schemas.Empty).toMatchObject({ type: 'object', additionalProperties: false });
    expect(schemas.RecordKind).toMatchObject({
      type: 'string',
      enum: ['withdraw', 'freight', 'withdrawReturn', 'infoFee', 'entrustIn', 'deduction'],
    });
    expect(schemas.RecordDirection).toMatchObject({ type: 'number', enum: [1, 2] });
    const filter = schemas.DriverRecordFilter as Obj;
    expect(filter.required).toBeUndefined();
    expect((filter.properties as Obj).month).toEqual({
      type: 'string',
      description: 'YYYY-MM; absent: every month.',
    });
    const record = schemas.DriverRecord as Obj;
    expect((record.properties as Obj).waybillId).toEqual({ type: ['string', 'null'] });
    expect(record.required).toContain('waybillId');
  });

  it('sends an Idempotency-Key on the money and order writes, not on reads', () => {
    const key = { $ref: '#/components/parameters/IdempotencyKey' };
    const params = (path: string) => operation(path, 'POST')!.parameters as Json[];
    expect(params('/api/fcc/refundApplicationDMC/add')).toContainEqual(key);
    expect(params('/api/fcc/accountBalance/getBalanceByDriver')).not.toContainEqual(key);
  });
});

describe('docs/api-contract.md endpoint reference', () => {
  it('is current', async () => {
    const current = readFileSync(API_CONTRACT_FILE, 'utf8');
    const generated = await renderApiContractDoc(model, current);
    expect(
      current === generated,
      'docs/api-contract.md endpoint reference is stale: run npm run docs:openapi',
    ).toBe(true);
  });

  it('names every endpoint between its markers', () => {
    const current = readFileSync(API_CONTRACT_FILE, 'utf8');
    const start = current.indexOf(`<!-- ${ENDPOINTS_MARKER} -->`);
    const end = current.indexOf(`<!-- /${ENDPOINTS_MARKER} -->`);
    expect(start).toBeGreaterThan(0);
    const section = current.slice(start, end);
    const missing = model.endpoints.filter(
      (e) => !section.includes(`##### \`${e.name}\``) || !section.includes(`\`${e.path}\``),
    );
    expect(missing.map((e) => e.name)).toEqual([]);
  });
});
