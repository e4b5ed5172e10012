/**
 * The §9 events of the account screens (docs/api-contract.md, "Analytics events"): registration
 * 2001 opened, 2002 code sent, 2003 registered, 2004 refused; login 7001 logged in and 7002 refused,
 * each login with how (`sms`, `password`, `face`). A refusal carries the words the driver was shown,
 * never the number or password typed.
 */
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { trackEvent } from '@/lib/tracking/track';

export type LoginMode = 'sms' | 'password' | 'face';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const authTracking = {
  registerOpened: () => trackEvent(TRACKING_EVENTS.registerStart),
  registerCodeSent: () => trackEvent(TRACKING_EVENTS.registerSmsSent),
  registered: () => trackEvent(TRACKING_EVENTS.registerSuccess),
  registerRefused: (error: unknown) =>
    trackEvent(TRACKING_EVENTS.registerFailure, { reason: reasonOf(error) }),
  loggedIn: (mode: LoginMode) => trackEvent(TRACKING_EVENTS.loginSuccess, { mode }),
  loginRefused: (mode: LoginMode, error: unknown) =>
    trackEvent(TRACKING_EVENTS.loginFailure, { mode, reason: reasonOf(error) }),
};
