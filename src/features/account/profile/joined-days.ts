/**
 * Days since joining, counted in calendar days and including the day of joining (a driver who
 * joined today is on day 1), from the user detail's `createTime` (`YYYY-MM-DD HH:mm:ss`).
 * An unreadable time gives null, shown as 暂无.
 */
const DAY_MS = 86_400_000;

export function joinedDays(createTime: string | null | undefined, now: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(createTime ?? '');
  if (!match) return null;
  const joined = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  if (Number.isNaN(joined) || joined > today) return null;
  return Math.round((today - joined) / DAY_MS) + 1;
}
