/** The fake native's log of calls, events, faults and side effects, newest last. */
import type { TimelineEntry } from './api';

/** Oldest entries go first: a watch emitting every second must not grow memory without end. */
const TIMELINE_LIMIT = 5_000;

export class Timeline {
  private entries: TimelineEntry[] = [];
  private snapshot: TimelineEntry[] | null = null;
  private seq = 0;

  constructor(private readonly changed: () => void) {}

  add(entry: Omit<TimelineEntry, 'seq'>): number {
    this.seq += 1;
    this.entries.push({ seq: this.seq, ...entry });
    if (this.entries.length > TIMELINE_LIMIT)
      this.entries.splice(0, this.entries.length - TIMELINE_LIMIT);
    this.touch();
    return this.seq;
  }

  /** Replaces the entry (a new object, so React snapshots see the change). */
  update(seq: number, patch: Partial<TimelineEntry>): void {
    const index = this.entries.findIndex((e) => e.seq === seq);
    if (index < 0) return;
    this.entries[index] = { ...this.entries[index], ...patch };
    this.touch();
  }

  /** The same array until something changes, so it can serve as a snapshot. */
  list(): TimelineEntry[] {
    this.snapshot ??= [...this.entries];
    return this.snapshot;
  }

  clear(): void {
    this.entries = [];
    this.touch();
  }

  private touch(): void {
    this.snapshot = null;
    this.changed();
  }
}
