import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldCondition } from '@sim/bridge/api';
import {
  checkConditions,
  CONDITION_PRESETS,
  conditionsAt,
  edgesBetween,
  presetConditions,
} from '@sim/bridge/field-conditions';
import { polylineLengthM } from '@sim/bridge/geo';
import { ROUTES } from '@sim/bridge/routes';
import { networkFaults } from '@sim/ui/core/field-faults';
import { fail, makeNative, ok } from './helpers';

const ROAD: FieldCondition[] = [
  { kind: 'deadZone', fromKm: 2, toKm: 3 },
  { kind: 'killed', fromKm: 4, toKm: 5 },
  { kind: 'otherPhone', fromKm: 7, toKm: 7 },
];
const edges = (from: number, to: number) =>
  edgesBetween(ROAD, from * 1000, to * 1000).map((e) => `${e.condition.kind} ${e.edge}`);

describe('field conditions by kilometre', () => {
  it('a stretch holds from its start up to its end; a point is never “in force”', () => {
    expect(conditionsAt(ROAD, 1_999).map((c) => c.kind)).toEqual([]);
    expect(conditionsAt(ROAD, 2_000).map((c) => c.kind)).toEqual(['deadZone']);
    expect(conditionsAt(ROAD, 3_000).map((c) => c.kind)).toEqual([]);
    expect(conditionsAt(ROAD, 7_000).map((c) => c.kind)).toEqual([]);
  });

  it('driving on enters and leaves in road order, even over a whole stretch in one step', () => {
    expect(edges(1, 2.5)).toEqual(['deadZone enter']);
    expect(edges(2.5, 4.5)).toEqual(['deadZone leave', 'killed enter']);
    // A seek from before the app is killed to after it reopens: killed, then reopened.
    expect(edges(3.5, 8)).toEqual(['killed enter', 'killed leave', 'otherPhone enter']);
    // Backwards: only what holds changes; nothing is passed.
    expect(edges(8, 4.5)).toEqual(['killed enter']);
    expect(edges(8, 1)).toEqual([]);
  });

  it('checks what a tester types, with the message, and fills a weak stretch’s defaults', () => {
    expect(() => checkConditions([{ kind: 'killed', fromKm: 4, toKm: Number.NaN }])).toThrow(
      '应用被杀，之后重新打开：终点应不小于起点',
    );
    expect(() => checkConditions([{ kind: 'deadZone', fromKm: 3, toKm: 3 }])).toThrow(
      '无信号：终点应大于起点',
    );
    expect(() => checkConditions([{ kind: 'rain', fromKm: 1, toKm: 2 }])).toThrow(
      '未知的路况：rain',
    );
    expect(checkConditions([{ kind: 'weakSignal', fromKm: 5, toKm: 6 }, ROAD[0]])).toEqual([
      ROAD[0],
      { kind: 'weakSignal', fromKm: 5, toKm: 6, delayMs: 2000, loseEvery: 3 },
    ]);
  });

  it('a preset lays its stretches onto the loaded road by its length', () => {
    const mountain = CONDITION_PRESETS.find((p) => p.id === 'mountain')!;
    const laid = presetConditions(mountain, 50_000);
    expect(laid.filter((c) => c.kind === 'deadZone')).toHaveLength(3);
    expect(laid[0]).toEqual({ kind: 'deadZone', fromKm: 10, toKm: 13 });
  });

  it('the mountain road: three dead zones and a tunnel, all on the road', () => {
    const road = ROUTES['badaling-mountain']!;
    const km = polylineLengthM(road.points) / 1000;
    const conditions = checkConditions(road.conditions);
    expect(conditions.filter((c) => c.kind === 'deadZone')).toHaveLength(3);
    expect(conditions.some((c) => c.kind === 'tunnel')).toBe(true);
    for (const c of conditions) expect(c.toKm).toBeLessThan(km);
  });

  it('the network: a dead zone drops every call; a weak stretch delays all, loses one in n', () => {
    expect(networkFaults([])).toEqual([]);
    expect(networkFaults([ROAD[0]!])).toEqual([{ path: '*', network: true, tag: 'field' }]);
    expect(
      networkFaults([{ kind: 'weakSignal', fromKm: 0, toKm: 1, delayMs: 900, loseEvery: 4 }]),
    ).toEqual([
      { path: '*', delayMs: 900, tag: 'field' },
      { path: '*', lostAnswer: true, network: true, every: 4, tag: 'field' },
    ]);
  });
});

describe('a tunnel on the route', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2025-01-15T08:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('has no fix inside; after it the fix is at the exit', async () => {
    const native = makeNative();
    native.controls.location.playRoute({
      points: [
        { longitude: 116.0, latitude: 40.0 },
        { longitude: 116.1, latitude: 40.0 },
      ],
      speedKmh: 60,
      conditions: [{ kind: 'tunnel', fromKm: 1, toKm: 3 }],
    });
    vi.advanceTimersByTime(30_000); // 0.5 km
    const before = await ok(native, 'getLocation', {});
    vi.advanceTimersByTime(60_000); // 1.5 km: inside
    expect(await fail(native, 'getLocation', {})).toEqual({ code: 'failed', error: '定位失败' });
    expect(native.controls.location.progress()!.conditions).toEqual([
      { kind: 'tunnel', fromKm: 1, toKm: 3 },
    ]);
    vi.advanceTimersByTime(120_000); // 3.5 km: out, three kilometres on
    const after = await ok(native, 'getLocation', {});
    expect(after.longitude - before.longitude).toBeGreaterThan(0.03);
  });
});
