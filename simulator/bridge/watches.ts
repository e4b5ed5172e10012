/**
 * `watchLocation` watches: one interval timer each, emitting a `location` event to every page while
 * the location permission is granted. The state lists them for the panels; the timers live here.
 * A page's watches stop when it detaches.
 */
import type { LocationFix, NativeEvents } from '@/lib/bridge/protocol';
import type { SimState } from './api';

export interface WatchHost {
  state(): SimState;
  commit(next: SimState): void;
  emit(event: 'location', data: NativeEvents['location']): void;
  /** Where the phone is now. */
  fixNow(): LocationFix | null;
}

export class LocationWatches {
  private readonly watches = new Map<
    string,
    { timer: ReturnType<typeof setInterval>; page: number | undefined }
  >();
  // Not reset with the state: a new watch never reuses the id of one a page may still hold.
  private seq = 0;

  constructor(private readonly host: WatchHost) {}

  start(intervalMs: number, page: number | undefined): string {
    const { host } = this;
    this.seq += 1;
    const watchId = `watch-${this.seq}`;
    const timer = globalThis.setInterval(() => {
      const fix = host.state().permissions.location.state === 'granted' ? host.fixNow() : null;
      if (fix) host.emit('location', { ...fix, watchId });
    }, intervalMs);
    this.watches.set(watchId, { timer, page });
    const state = host.state();
    const list = [...state.location.watches, { watchId, intervalMs }];
    host.commit({ ...state, location: { ...state.location, watches: list } });
    return watchId;
  }

  stop(watchId: string): boolean {
    const watch = this.watches.get(watchId);
    if (!watch) return false;
    globalThis.clearInterval(watch.timer);
    this.watches.delete(watchId);
    this.publish();
    return true;
  }

  /** Every watch, or those of one page. */
  stopAll(page?: number): void {
    for (const [watchId, watch] of this.watches) {
      if (page === undefined || watch.page === page) this.stop(watchId);
    }
  }

  /** The state's list after a stop: the running watches with the intervals it showed. */
  private publish(): void {
    const state = this.host.state();
    const list = [...this.watches.keys()].map((watchId) => ({
      watchId,
      intervalMs: state.location.watches.find((w) => w.watchId === watchId)?.intervalMs ?? 0,
    }));
    this.host.commit({ ...state, location: { ...state.location, watches: list } });
  }
}
