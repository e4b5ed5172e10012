/**
 * Changing the driver's mobile number (§2.3 personal homepage, modify-mobile-phone-number). The
 * spec names the four screens but not the call; this is the project's choice: one form-encoded
 * write that carries both proofs, so the server changes the number only when the driver showed
 * that they hold the old number (a `changePhone` code sent to it) and the new one (another
 * `changePhone` code sent to it). Both codes are used up by a successful change.
 */
import { endpoint, type Reads } from '../endpoint';
import { account } from './auth';

export interface UpdateMobileRequest {
  /** The code the `changePhone` SMS sent to the current (old) number. */
  oldCode: string;
  /** The new number (§5 mobile rule); must differ from the old one and belong to nobody else. */
  mobile: string;
  /** The code the `changePhone` SMS sent to the new number. */
  code: string;
}

export const profile = {
  updateMobile: endpoint<UpdateMobileRequest, null>('mdc', 'cuc/user/updateMobile', {
    changes: (): Reads => [account.getUserDetail],
    encoding: 'form',
  }),
} as const;
