/** The side effects the fake app performed (a call placed, a map opened, money paid...). */
import type { SimRecord, SimRecordKind } from './api';
import type { Timeline } from './timeline';

export class SimRecords {
  /** A new array on every change, so it can serve as a snapshot. */
  list: SimRecord[] = [];

  constructor(
    private readonly timeline: Timeline,
    private readonly now: () => number,
  ) {}

  add(kind: SimRecordKind, params: unknown, outcome?: unknown): void {
    const entry: SimRecord = {
      seq: this.list.length + 1,
      time: this.now(),
      kind,
      params: structuredClone(params),
    };
    if (outcome !== undefined) entry.outcome = structuredClone(outcome);
    this.list = [...this.list, entry];
    this.timeline.add({
      time: entry.time,
      kind: 'record',
      method: kind,
      params: entry.params,
      result: entry.outcome,
    });
  }

  clear(): void {
    this.list = [];
  }
}
