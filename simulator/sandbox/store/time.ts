/** Server-side date formatting in China time (UTC+8), independent of the machine's zone. */
const CHINA_OFFSET_MS = 8 * 3600_000;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `YYYY-MM-DD HH:mm:ss`. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return `${formatDate(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** `YYYY-MM-DD`. */
export function formatDate(ms: number): string {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Midnight China time of a `YYYY-MM-DD` date. */
export function parseDate(date: string): number {
  return Date.parse(`${date}T00:00:00+08:00`);
}

/** The time of a `YYYY-MM-DD HH:mm:ss` text in China time; NaN when it is not one. */
export function parseDateTime(text: string): number {
  return Date.parse(`${text.slice(0, 10)}T${text.slice(11, 19)}+08:00`);
}

/**
 * The day a world made without a clock is seeded on (`seedState(seed)` in tests). A sandbox seeds
 * its world on the day of its own clock (`seedEpoch`), so the seeded history ends at its "now".
 */
export const SEED_EPOCH_MS = Date.parse('2025-01-01T00:00:00+08:00');
export const DAY_MS = 86_400_000;

/**
 * The epoch of a world seeded at `nowMs`: midnight (China time) of that day. Seeded dates are
 * offsets before it, so the same seed on the same day gives the same data, and nothing seeded lies
 * after the sandbox's now.
 */
export function seedEpoch(nowMs: number): number {
  return parseDate(formatDate(nowMs));
}
