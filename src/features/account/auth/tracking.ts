/**
 * The §9 events of the account screens (docs/api-contract.md, "Analytics events"): registration
 * 2001 opened, 2002 code sent, 2003 registered, 2004 refused; login 7001 logged in and 7002 refused,
 * each login with how (`sms`, `password`, `face`). A refusal carries the words the driver was shown,
 * never the number or password typed.
 */
import { trackByKey } from '@/lib/tracking/track-by-key';

export type LoginMode = 'sms' | 'password' | 'face';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const authTracking = {
  registerOpened: () => trackByKey('registerStart'),
  registerCodeSent: () => trackByKey('registerSmsSent'),
  registered: () => trackByKey('registerSuccess'),
  registerRefused: (error: unknown) => trackByKey('registerFailure', { reason: reasonOf(error) }),
  loggedIn: (mode: LoginMode) => trackByKey('loginSuccess', { mode }),
  loginRefused: (mode: LoginMode, error: unknown) =>
    trackByKey('loginFailure', { mode, reason: reasonOf(error) }),
};
