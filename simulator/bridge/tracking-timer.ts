/**
 * Tracking records the fake app buffers: made on demand (panel, scripts) or every N seconds while
 * the state's auto setting asks for it. The interval follows the state: every commit re-syncs it.
 */
import type { NativeEventRecord } from '@/lib/bridge/protocol';
import type { SimState, TrackingState } from './api';
import { makeRecords } from './tracking';

export interface TrackingHost {
  state(): SimState;
  commit(next: SimState): void;
  now(): number;
}

export class TrackingGenerator {
  /** Where the next records continue the event cycle. */
  private counter = 0;
  private auto: {
    timer: ReturnType<typeof setInterval>;
    everySeconds: number;
    batch: number;
  } | null = null;

  constructor(private readonly host: TrackingHost) {}

  /** Appends `n` records (0..1000) to the buffer. */
  generate(n: number): NativeEventRecord[] {
    const { host } = this;
    const state = host.state();
    const count = Math.max(0, Math.min(1000, Math.floor(n)));
    const made = makeRecords(count, this.counter, state, host.now());
    this.counter += count;
    host.commit({
      ...state,
      tracking: { ...state.tracking, buffer: [...state.tracking.buffer, ...made] },
    });
    return made;
  }

  /** Starts, restarts or stops the auto timer to match the state. */
  sync(tracking: TrackingState): void {
    const { autoEverySeconds, autoBatch } = tracking;
    const wanted = autoEverySeconds && autoEverySeconds > 0 ? autoEverySeconds : null;
    if (this.auto && this.auto.everySeconds === wanted && this.auto.batch === autoBatch) return;
    this.stop();
    if (wanted === null) return;
    const timer = globalThis.setInterval(() => this.generate(autoBatch), wanted * 1000);
    this.auto = { timer, everySeconds: wanted, batch: autoBatch };
  }

  /** The cycle starts over (a reset). */
  restartCycle(): void {
    this.counter = 0;
  }

  stop(): void {
    if (this.auto) globalThis.clearInterval(this.auto.timer);
    this.auto = null;
  }
}
