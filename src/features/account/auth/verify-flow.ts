/**
 * The "verify phone" flow run before sensitive actions: /verifyphone (which phone) → /verifygraph
 * (graphic captcha, then the SMS goes out) → /verifycode (the 6-digit code) → the `next` screen.
 * Every step carries `mobile` and `next` in its query so a reload or the back button keeps the flow.
 */
import { safeInAppPath } from '@/lib/routing/in-app-path';

/** Navigation state of /verifycode: when the countdown of the code just sent ends (epoch ms). */
export interface VerifyCodeState {
  resendAt: number;
}

/**
 * Navigation state the `next` screen receives: the checked phone and code. The check does not use
 * the code up, so the sensitive action sends it to the server with its own call, which does (as
 * /resetPwd does with the find-password code). Kept out of the URL so it stays out of history.
 */
export interface VerifiedPhoneState {
  verifiedPhone: { mobile: string; code: string; template: 'verify' };
}

/** The screen to continue to: only a path of this app (an outside link may have set the query). */
export function nextOf(params: URLSearchParams): string | null {
  return safeInAppPath(
    params.get('next'),
    typeof window === 'undefined' ? undefined : window.location.origin,
  );
}
