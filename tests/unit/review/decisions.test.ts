import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffSnapshots, styleSignature, type DomSnapshot } from '../../../review/lib/dom-snapshot';
import { readReviewed } from '../../../review/lib/reviewed-file';
import { decide, undo } from '../../../review/server/decisions';
import { buildState } from '../../../review/server/state';

/** A scratch baselines folder and run folder as a complete visual run leaves them. */
function scratch() {
  const root = mkdtempSync(join(tmpdir(), 'desk-'));
  const dirs = { baselines: join(root, 'visual', '__screenshots__'), run: join(root, 'run') };
  mkdirSync(dirs.baselines, { recursive: true });
  mkdirSync(dirs.run, { recursive: true });
  const write = (file: string, text: string) => writeFileSync(file, text);
  write(join(dirs.baselines, 'kit-card--changed.png'), 'old card');
  write(join(dirs.baselines, 'kit-card--gone.png'), 'gone');
  write(join(dirs.baselines, 'kit-card--same.png'), 'same');
  write(join(dirs.run, 'kit-card--changed-actual.png'), 'new card');
  write(join(dirs.run, 'kit-card--fresh-actual.png'), 'fresh');
  write(join(dirs.run, 'kit-card--changed.dom.json'), '{"elements":[]}');
  const results = [
    { id: 'kit-card--changed', outcome: 'changed', message: 'differs' },
    { id: 'kit-card--fresh', outcome: 'new', message: 'No existing reference' },
    { id: 'kit-card--flaky', outcome: 'changed', message: 'first try' },
    { id: 'kit-card--flaky', outcome: 'passed', message: '' },
  ];
  write(join(dirs.run, 'results.jsonl'), results.map((line) => JSON.stringify(line)).join('\n'));
  write(join(dirs.run, 'captured.txt'), 'kit-card--changed\nkit-card--same\nkit-card--fresh\n');
  write(
    join(dirs.run, 'run.json'),
    JSON.stringify({ complete: true, passed: false, finished: '2026-01-01T00:00:00.000Z' }),
  );
  return { root, dirs };
}

const item = (dirs: ReturnType<typeof scratch>['dirs'], id: string) =>
  buildState(dirs).items.find((entry) => entry.id === id)!;

describe('the desk: what a run left and the decisions on it', () => {
  it('lists the changed, new and removed stories (a retried story that passed is not)', () => {
    const { dirs } = scratch();
    const state = buildState(dirs);
    expect(state.counts).toEqual({ changed: 1, new: 1, removed: 1 });
    expect(state.items.map(({ id, kind }) => `${id} ${kind}`).sort()).toEqual([
      'kit-card--changed changed',
      'kit-card--fresh new',
      'kit-card--gone removed',
    ]);
  });

  it('accepting writes baselines and the reviewed file; undo puts back exactly what was', () => {
    const { root, dirs } = scratch();
    const reviewed = () => readReviewed(join(root, 'visual', 'reviewed.json'));
    const baseline = (id: string) => join(dirs.baselines, `${id}.png`);
    decide(dirs, item(dirs, 'kit-card--changed'), 'accepted', '');
    decide(dirs, item(dirs, 'kit-card--fresh'), 'accepted', 'new look');
    decide(dirs, item(dirs, 'kit-card--gone'), 'accepted', '');
    expect(readFileSync(baseline('kit-card--changed'), 'utf8')).toBe('new card');
    expect(existsSync(join(root, 'visual', '__dom__', 'kit-card--changed.json'))).toBe(true);
    expect(readFileSync(baseline('kit-card--fresh'), 'utf8')).toBe('fresh');
    expect(existsSync(baseline('kit-card--gone'))).toBe(false);
    expect(Object.values(reviewed()).map((entry) => entry.decision)).toEqual([
      'accepted',
      'accepted',
      'accepted',
    ]);
    expect(buildState(dirs).items.every((entry) => entry.decision)).toBe(true);

    // Undo the first decision out of order, then the newest.
    expect(undo(dirs, 'kit-card--changed')).toBe('kit-card--changed');
    expect(readFileSync(baseline('kit-card--changed'), 'utf8')).toBe('old card');
    expect(existsSync(join(root, 'visual', '__dom__', 'kit-card--changed.json'))).toBe(false);
    expect(undo(dirs)).toBe('kit-card--gone');
    expect(readFileSync(baseline('kit-card--gone'), 'utf8')).toBe('gone');
    expect(Object.keys(reviewed())).toEqual(['kit-card--fresh']);
    expect(undo(dirs)).toBe('kit-card--fresh');
    expect(existsSync(baseline('kit-card--fresh'))).toBe(false);
    expect(undo(dirs)).toBeNull();
    expect(reviewed()).toEqual({});
  });

  it('a rejection changes no picture and keeps its note and reviewer', () => {
    const { root, dirs } = scratch();
    decide(dirs, item(dirs, 'kit-card--changed'), 'rejected', 'shadow too dark');
    expect(readFileSync(join(dirs.baselines, 'kit-card--changed.png'), 'utf8')).toBe('old card');
    const entry = readReviewed(join(root, 'visual', 'reviewed.json'))['kit-card--changed'];
    expect(entry).toMatchObject({ decision: 'rejected', kind: 'changed', note: 'shadow too dark' });
    expect(entry.reviewer).not.toBe('');
  });
});

describe('why it changed', () => {
  const element = (path: string, color: string, text = '') => ({
    path,
    tag: 'a',
    role: '',
    name: '',
    text,
    box: [0, 0, 10, 10] as [number, number, number, number],
    style: { color },
  });
  const snapshot = (elements: DomSnapshot['elements']): DomSnapshot => ({
    storyId: 'a--b',
    width: 375,
    height: 812,
    elements,
  });

  it('names the changed elements and their style differences; one token change is one signature', () => {
    const before = snapshot([
      element('body>a:1', 'blue', '重试'),
      element('body>p:2', 'grey', 'x'),
    ]);
    const after = snapshot([element('body>a:1', 'red', '重试'), element('body>p:2', 'grey', 'y')]);
    const changes = diffSnapshots(before, after);
    expect(changes[0]).toEqual({
      path: 'body>a:1',
      label: 'a “重试”',
      change: 'changed',
      details: ['color: blue → red'],
    });
    expect(changes[1].details).toEqual(['text: x → y']);
    const elsewhere = diffSnapshots(
      snapshot([element('body>div:1>a:3', 'blue')]),
      snapshot([element('body>div:1>a:3', 'red')]),
    );
    expect(styleSignature(changes)).toBe(styleSignature(elsewhere));
  });
});
