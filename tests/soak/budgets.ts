/**
 * Budgets of the long-day soak (long-day.spec.ts). PROVISIONAL: the first 12-hour run logged the
 * driver out during hour 4 (see README.md), so these come from hours 1–3 of a trip in progress
 * (2 runs), with about 1.5× headroom. Re-set them once a full day stays on the trip.
 */

/**
 * JS heap after GC (simulator page + same-origin H5, one isolate), hour 12 minus hour 1. Hours
 * 1→3 grew 0.29–0.38 MB; 4 MB is 12 hours of that growth with about 1.5× headroom.
 */
export const HEAP_GROWTH_H1_TO_H12_BYTES = 4 * 1024 * 1024;

/**
 * Bytes the H5 sent in its worst hour (request line, headers and body). Measured: 92–98 KB/h,
 * nearly all eventRecord/saveBatch once a minute; 150 KB/h ≈ 1.5× — about 1.8 MB on mobile data
 * for a 12-hour day.
 */
export const BYTES_SENT_PER_HOUR = 150 * 1024;

/** Requests in the H5's worst hour: 56–72 measured (one upload a minute and a few reads); 1.5×. */
export const REQUESTS_PER_HOUR = 110;

/** Live H5 timeouts + intervals, hour 12 minus hour 1: measured 0 (2 intervals, 1 timeout). */
export const LIVE_TIMERS_GROWTH = 2;

/** JS event listeners of the renderer (Memory.getDOMCounters), hour 12 minus hour 1: measured 0. */
export const LISTENERS_GROWTH = 20;

/** Elements in the H5's document, hour 12 minus hour 1: measured 0 (231 every hour). */
export const DOM_NODES_GROWTH = 50;
