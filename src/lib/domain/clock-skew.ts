/** Device clock against server time (§5): an offset of 10 minutes or more is reported. */
export const CLOCK_SKEW_WARNING_MINUTES = 10;

export interface ClockSkew {
  /** `slower` when the device clock is behind the server. */
  direction: 'slower' | 'faster';
  minutes: number;
}

/** Null when the offset is under the threshold or the server date is unreadable. */
export function measureClockSkew(
  serverDate: string | null | undefined,
  deviceNowMs: number,
): ClockSkew | null {
  if (!serverDate) return null;
  const serverMs = Date.parse(serverDate);
  if (Number.isNaN(serverMs)) return null;
  const diffMs = deviceNowMs - serverMs;
  const minutes = Math.floor(Math.abs(diffMs) / 60_000);
  if (minutes < CLOCK_SKEW_WARNING_MINUTES) return null;
  return { direction: diffMs < 0 ? 'slower' : 'faster', minutes };
}

export function clockSkewMessage(skew: ClockSkew): string {
  const word = skew.direction === 'slower' ? '慢' : '快';
  return `您的手机时间比标准时间${word}了${skew.minutes}分钟，请调整手机时间`;
}
