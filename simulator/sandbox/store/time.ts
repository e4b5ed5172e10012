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

/** Seeded dates are relative to this fixed day so the same seed always gives the same data. */
export const SEED_EPOCH_MS = Date.parse('2025-01-01T00:00:00+08:00');
export const DAY_MS = 86_400_000;
