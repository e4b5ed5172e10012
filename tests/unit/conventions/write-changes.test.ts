/**
 * Every write names the reads it makes stale: `changes` on its contract endpoint (the reads, or
 * `{ none: why }`), which the HTTP client announces and the query cache reads again. Which
 * endpoints write is not taken on trust: the sandbox says so. Each endpoint's working sample
 * (tests/unit/simulator/sandbox/contract-samples.ts) is sent to a fresh sandbox on a stopped clock
 * and the saved state compared before and after; an endpoint that changed it and states nothing
 * fails. Every mutation site in src (endpointMutation, useVisitWrite, useMoneyAction) must send a
 * write that states its changes too.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readsChangedBy, type AnyEndpoint } from '@/lib/contract/endpoint';
import { bankInfo } from '@/lib/contract/money/bank-card';
import { contractEndpoints, type NamedEndpoint } from '@sim/sandbox/contract-endpoints';
import { memoryStateStore } from '@sim/sandbox/store/state';
import { SAMPLES, type SampleContext } from '../simulator/sandbox/contract-samples';
import { call, quietSandbox } from '../simulator/sandbox/helpers';
import { read, sourceFiles } from './source-files';

/**
 * Reads the sandbox answers by building what it shows on first sight (the seeded trip, the payee
 * list, a market page near the driver): the state grows, but nothing a screen shows changes.
 */
const READS_THAT_MATERIALIZE: Record<string, string> = {
  'collectionAccount.listForWaybill': 'builds the waybills the payee list is for',
  'entrust.get': 'builds the seeded market the entrustment refers to',
  'supply.listNearestToMePage': 'builds the market page near the driver',
  'supply.getEnterprise': "builds the enterprise's market",
  'waybillAfterSales.isFreightChange': 'builds the seeded after-sales records',
  'waybillTrip.getDetail': "builds the seeded waybill's trip",
  'waybillTrip.getPremiumStatus': "builds the seeded waybill's trip",
  'waybillTrip.getTrail': "builds the seeded waybill's trip",
  'waybillTrip.checkFence': "builds the seeded waybill's trip",
};

const STOPPED_CLOCK = Date.parse('2026-11-20T08:00:00Z');

/** Whether sending the endpoint's sample changes the sandbox's saved state. */
async function sampleChangesState({ name }: NamedEndpoint): Promise<boolean> {
  const sample = SAMPLES[name]!;
  const store = memoryStateStore();
  const sb = quietSandbox({ persist: store, now: () => STOPPED_CLOCK });
  const mobile = sample.as ?? '13800000002';
  const login = sb.control.quickLogin(mobile);
  const ctx: SampleContext = { sb, at: login.at, rt: login.rt, mobile };
  const request: unknown =
    typeof sample.request === 'function'
      ? await (sample.request as (c: SampleContext) => unknown)(ctx)
      : sample.request;
  const token = sample.endpoint.ignoreToken ? undefined : login.at;
  // An empty request first: what any call of the area builds lazily is built before the snapshot.
  await call(sb, sample.endpoint, {} as never, token, sample.headers);
  const before = store.load();
  await call(sb, sample.endpoint, request as never, token, sample.headers);
  return store.load() !== before;
}

async function undeclaredWrites(endpoints: readonly NamedEndpoint[]): Promise<string[]> {
  const offenders: string[] = [];
  for (const named of endpoints) {
    if (named.endpoint.changes || named.name in READS_THAT_MATERIALIZE) continue;
    if (await sampleChangesState(named)) offenders.push(named.name);
  }
  return offenders;
}

/** `group.key` of the endpoint each write hook in `file` is built on (import aliases resolved). */
function mutationSites(file: string): string[] {
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);
  const alias = new Map<string, string>();
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportSpecifier(node)) {
      alias.set(node.name.text, (node.propertyName ?? node.name).text);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      ['endpointMutation', 'useVisitWrite', 'useMoneyAction'].includes(node.expression.text)
    ) {
      const ep = node.arguments[0];
      if (ep && ts.isPropertyAccessExpression(ep) && ts.isIdentifier(ep.expression)) {
        const group = alias.get(ep.expression.text) ?? ep.expression.text;
        found.push(`${group}.${ep.name.text}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('every write names the reads it makes stale', () => {
  const endpoints = contractEndpoints();
  const byName = new Map(endpoints.map((e) => [e.name, e.endpoint] as const));

  it('finds a write that states nothing (the check can fail)', async () => {
    const stripped: AnyEndpoint = { ...bankInfo.add, changes: undefined };
    const named = endpoints.find((e) => e.name === 'bankInfo.add')!;
    expect(await undeclaredWrites([{ ...named, endpoint: stripped }])).toEqual(['bankInfo.add']);
    expect(readsChangedBy(bankInfo.add)).toContain(bankInfo.checkBindRefundBank);
  });

  it('every endpoint whose sample changes the sandbox states its changes', async () => {
    expect(await undeclaredWrites(endpoints)).toEqual([]);
  }, 60_000);

  it('the reads that build state on first sight are contract reads that state nothing', () => {
    for (const name of Object.keys(READS_THAT_MATERIALIZE)) {
      expect(byName.has(name), name).toBe(true);
      expect(byName.get(name)!.changes, name).toBeUndefined();
    }
  });

  it('every declared change is a read of the contract, never a write', () => {
    const known = new Set(endpoints.map((e) => e.endpoint));
    for (const { name, endpoint } of endpoints) {
      for (const r of readsChangedBy(endpoint)) {
        expect(known.has(r), `${name} changes an endpoint outside the contract`).toBe(true);
        expect(r.changes, `${name} names the write ${r.path} as a read`).toBeUndefined();
      }
      if (endpoint.changes && typeof endpoint.changes !== 'function')
        expect(endpoint.changes.none.length, `${name}: say why nothing changes`).toBeGreaterThan(
          10,
        );
    }
  });

  it('every mutation site in src sends a write that states its changes', () => {
    const sites = sourceFiles('src').flatMap((file) =>
      mutationSites(file).map((name) => ({ file, name })),
    );
    expect(sites.length).toBeGreaterThan(20);
    const offenders = sites
      .filter(({ name }) => !byName.get(name)?.changes)
      .map(({ file, name }) => `${file}: ${name}`);
    expect(offenders).toEqual([]);
  });
});
