import { describe, expect, it } from 'vitest';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { trackingEvent } from '@/lib/tracking/tracking-event';

const defs = Object.values(TRACKING_EVENTS);
const ids = defs.map((d) => d.eventId);

describe('analytics event catalogue (§9)', () => {
  it('has exactly the spec ranges: 1001-1006, 2001-2004, 3001-3008, 4001-4003, 5001-5002, 6001, 7001-7002, 8001 withdraw amount, 8002 fuel-card sign-in and 8003 fuel order (§9 names them without ids)', () => {
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => from + i);
    expect([...ids].sort((a, b) => a - b)).toEqual([
      ...range(1001, 1006),
      ...range(2001, 2004),
      ...range(3001, 3008),
      ...range(4001, 4003),
      ...range(5001, 5002),
      6001,
      ...range(7001, 7002),
      ...range(8001, 8003),
    ]);
  });

  it('gives every event a unique English name and a Chinese label', () => {
    expect(new Set(defs.map((d) => d.eventName)).size).toBe(defs.length);
    for (const d of defs) {
      expect(d.eventName).toMatch(/^[A-Z][A-Za-z ]+$/);
      expect(d.label).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('the network events are 5001 (time-out or no connection) and 5002 (HTTP or server error)', () => {
    expect(TRACKING_EVENTS.networkTimeout.eventId).toBe(5001);
    expect(TRACKING_EVENTS.networkHttpError.eventId).toBe(5002);
  });

  it('trackingEvent() builds the record sent to the native side', () => {
    expect(trackingEvent(TRACKING_EVENTS.pageView, { path: '/login' })).toEqual({
      eventId: 6001,
      eventName: 'Page viewed',
      eventData: { path: '/login' },
    });
  });
});
