/**
 * A tester's saved state outlives sandbox changes: one written by another schema (an area or table
 * added since), a damaged one or one missing an area is re-seeded with a log line, never a crash.
 */
import { describe, expect, it } from 'vitest';
import { account } from '@/lib/contract/account/auth';
import { SLICES } from '@sim/sandbox/areas/registry';
import { schemaHash } from '@sim/sandbox/store/schema';
import { currentSchema, seedState } from '@sim/sandbox/store/seed';
import { memoryStateStore } from '@sim/sandbox/store/state';
import { call, quietSandbox, smsLogin } from './helpers';

/** A sandbox over `saved`, with what it logged. */
function reopen(saved: string) {
  const lines: string[] = [];
  const store = memoryStateStore(saved);
  const sb = quietSandbox({ persist: store, seed: 5, log: (line) => lines.push(line) });
  return { sb, store, lines };
}

/** The re-seeded sandbox works and has replaced the stale text with a state of this schema. */
async function expectFreshAndWorking({ sb, store }: ReturnType<typeof reopen>) {
  expect(sb.control.state().seed).toBe(5);
  expect(sb.control.user('13800000002')?.identity?.certificationStatus).toBe(1);
  const { at } = await smsLogin(sb, '13912345678');
  expect((await call(sb, account.getUserDetail, {}, at)).body.data.phone).toBe('13912345678');
  expect(JSON.parse(store.load()!).schema).toBe(currentSchema());
}

function savedByThisBuild(): Record<string, unknown> & { areas: Record<string, unknown> } {
  const sb = quietSandbox({ seed: 9, scenario: 'captain' });
  sb.control.quickLogin('13700001111');
  return JSON.parse(sb.control.snapshot());
}

describe('saved state', () => {
  it('a state of this schema is restored silently', () => {
    const opened = reopen(JSON.stringify(savedByThisBuild()));
    expect(opened.lines).toEqual([]);
    expect(opened.sb.control.state()).toMatchObject({ seed: 9, scenario: 'captain' });
    expect(opened.sb.control.user('13700001111')).not.toBeNull();
  });

  it('a state saved before schemas existed is re-seeded, naming both schemas', async () => {
    const old = { version: 1, seed: 9, scenario: 'captain', users: [], sessions: [], faults: [] };
    const opened = reopen(JSON.stringify(old));
    expect(opened.lines).toEqual([
      `[sandbox] saved state is from another schema (none ≠ ${currentSchema()}); re-seeded`,
    ]);
    await expectFreshAndWorking(opened);
  });

  it('a state of another schema (an area added or changed since) is re-seeded', async () => {
    const opened = reopen(JSON.stringify({ ...savedByThisBuild(), schema: '0badc0de' }));
    expect(opened.lines).toEqual([
      `[sandbox] saved state is from another schema (0badc0de ≠ ${currentSchema()}); re-seeded`,
    ]);
    expect(opened.sb.control.user('13700001111')).toBeNull();
    await expectFreshAndWorking(opened);
  });

  it.each([
    ['{"seed": 9, "areas": {', /^\[sandbox\] saved state is unreadable \(.+\); re-seeded$/],
    ['null', /^\[sandbox\] saved state is unreadable \(not a sandbox state\); re-seeded$/],
    [
      '{"not":"a state"}',
      /^\[sandbox\] saved state is unreadable \(not a sandbox state\); re-seeded$/,
    ],
  ])('a damaged file %s is re-seeded', async (text, line) => {
    const opened = reopen(text);
    expect(opened.lines).toHaveLength(1);
    expect(opened.lines[0]).toMatch(line);
    await expectFreshAndWorking(opened);
  });

  it('a state missing an area is re-seeded', async () => {
    const saved = savedByThisBuild();
    delete saved.areas['common/sms'];
    delete saved.areas['me/messages'];
    const opened = reopen(JSON.stringify(saved));
    expect(opened.lines).toEqual([
      '[sandbox] saved state lacks the area(s) common/sms, me/messages; re-seeded',
    ]);
    await expectFreshAndWorking(opened);
  });
});

describe('schema hash', () => {
  const state = seedState(1);
  const hash = (slices: ReadonlyArray<{ name: string; version: number }>) =>
    schemaHash(slices, state);

  it('is the same for every seed and registration order, and is what a fresh state carries', () => {
    expect(seedState(2).schema).toBe(state.schema);
    expect(state.schema).toBe(currentSchema());
    expect(hash([...SLICES].reverse())).toBe(state.schema);
  });

  it('changes when an area is added or removed, or bumps its version', () => {
    expect(hash([...SLICES, { name: 'waybill/extra', version: 1 }])).not.toBe(state.schema);
    expect(hash(SLICES.slice(1))).not.toBe(state.schema);
    const bumped = SLICES.map((s) => (s.name === 'common/sms' ? { name: s.name, version: 2 } : s));
    expect(hash(bumped)).not.toBe(state.schema);
  });

  it('changes when an area gains a table', () => {
    const areas = {
      ...state.areas,
      'common/sms': { ...(state.areas['common/sms'] as object), outbox: [] },
    };
    expect(schemaHash(SLICES, { config: state.config, areas })).not.toBe(state.schema);
  });
});
