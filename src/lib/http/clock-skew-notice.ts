/** Warns once per session when the device clock is 10 minutes or more off the server's (§5). */
import { clockSkewMessage, measureClockSkew } from '@/lib/domain/clock-skew';
import { sessionStore } from '@/lib/storage/browser-storage';
import { httpHooks } from './hooks';
import { CLOCK_SKEW_TOAST_MS } from './messages';

const CLOCK_SKEW_NOTICED_KEY = 'clockSkewNoticed';

export function noticeClockSkew(serverDate: string | null | undefined): void {
  if (!serverDate || sessionStore.getItem(CLOCK_SKEW_NOTICED_KEY) !== null) return;
  const skew = measureClockSkew(serverDate, Date.now());
  if (!skew) return;
  sessionStore.setItem(CLOCK_SKEW_NOTICED_KEY, '1');
  httpHooks().toast(clockSkewMessage(skew), CLOCK_SKEW_TOAST_MS);
}
