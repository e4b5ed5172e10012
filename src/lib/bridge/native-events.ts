/** Native → H5 events: one registered handler, many subscribers per event. */
import type { NativeEventName, NativeEvents } from './protocol';

type Handler = (data: never) => void;

export interface EventHub {
  on<E extends NativeEventName>(event: E, handler: (data: NativeEvents[E]) => void): () => void;
  emit<E extends NativeEventName>(event: E, data: NativeEvents[E]): void;
  /** What the native handler receives: an envelope object or the same as a JSON string. */
  receive(raw: unknown): void;
}

function readEnvelope(raw: unknown): { event: string; data: unknown } | null {
  let envelope = raw;
  if (typeof raw === 'string') {
    try {
      envelope = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof envelope !== 'object' || envelope === null) return null;
  const { event, data } = envelope as Record<string, unknown>;
  if (typeof event !== 'string' || event === '') return null;
  return { event, data: data ?? {} };
}

export function createEventHub(report: (error: unknown) => void): EventHub {
  const subscribers = new Map<string, Set<Handler>>();

  const dispatch = (event: string, data: unknown) => {
    // A copy: a subscriber that unsubscribes (or subscribes) while handling must not skip others.
    for (const handler of [...(subscribers.get(event) ?? [])]) {
      try {
        (handler as (data: unknown) => void)(data);
      } catch (error) {
        report(error);
      }
    }
  };

  return {
    on(event, handler) {
      const set = subscribers.get(event) ?? new Set<Handler>();
      subscribers.set(event, set);
      // Wrapped so the same function subscribed twice gets two independent unsubscribes.
      const entry: Handler = (data) => handler(data);
      set.add(entry);
      return () => void set.delete(entry);
    },
    emit: dispatch,
    receive(raw) {
      const envelope = readEnvelope(raw);
      if (envelope) dispatch(envelope.event, envelope.data);
    },
  };
}
