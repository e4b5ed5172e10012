/** Native → H5 events: every attached page receives each one, and the timeline logs it. */
import {
  BRIDGE_PROTOCOL_VERSION,
  type NativeEventEnvelope,
  type NativeEventName,
  type NativeEvents,
} from '@/lib/bridge/protocol';
import type { Timeline } from './timeline';

export class PageEvents {
  private readonly pages = new Map<number, (json: string) => void>();
  private seq = 0;

  constructor(
    private readonly timeline: Timeline,
    private readonly now: () => number,
  ) {}

  emit<E extends NativeEventName>(event: E, data: NativeEvents[E]): void {
    const envelope: NativeEventEnvelope<E> = { v: BRIDGE_PROTOCOL_VERSION, event, data };
    const json = JSON.stringify(envelope);
    this.timeline.add({
      time: this.now(),
      kind: 'event',
      event,
      result: data,
      responseChars: json.length,
    });
    for (const deliver of this.pages.values()) deliver(json);
  }

  /** Attaches a page; `detached` runs when it disconnects (its watches stop). */
  connect(
    deliver: (json: string) => void,
    detached: (page: number) => void,
  ): { page: number; disconnect: () => void } {
    this.seq += 1;
    const page = this.seq;
    this.pages.set(page, deliver);
    return {
      page,
      disconnect: () => {
        this.pages.delete(page);
        detached(page);
      },
    };
  }
}
