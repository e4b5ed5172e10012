/**
 * Budgets of the long-day soak (long-day.spec.ts), from four 12-hour runs on this 2-core machine
 * (10-s clock steps three times, 30-s steps once; the last with the day's first refresh answer lost).
 */

/**
 * JS heap after GC (simulator page + same-origin H5, one isolate), hour 12 minus hour 1. Measured
 * 0.32–0.72 MB in four runs; 1.5 MB is twice the worst, so something kept per poll or per upload
 * (about 1,400 of each in a day) fails it at a few hundred bytes apiece.
 */
export const HEAP_GROWTH_H1_TO_H12_BYTES = 1.5 * 1024 * 1024;

/**
 * Bytes the H5 sent in its worst hour (request line, headers and body). Measured 97–115 KB/h,
 * nearly all eventRecord/saveBatch once a minute; 150 KB/h ≈ 1.3× the worst — about 1.8 MB of
 * mobile data for a 12-hour day.
 */
export const BYTES_SENT_PER_HOUR = 150 * 1024;

/** Requests in the H5's worst hour: 72–74 measured (one upload a minute and a few reads); 1.5×. */
export const REQUESTS_PER_HOUR = 110;

/** Live H5 timeouts + intervals, hour 12 minus hour 1: measured 0 (2 intervals, 1 timeout). */
export const LIVE_TIMERS_GROWTH = 2;

/** JS event listeners of the renderer (Memory.getDOMCounters), hour 12 minus hour 1: measured 0. */
export const LISTENERS_GROWTH = 20;

/** Elements in the H5's document, hour 12 minus hour 1: measured 0 (231 every hour). */
export const DOM_NODES_GROWTH = 50;
