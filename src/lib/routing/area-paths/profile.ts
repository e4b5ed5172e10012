/** Personal homepage and changing the phone number (§2.3, roles partner / promoter). */
import { appPath } from '../path-builder';

const CHANGE = '/i/main/modify-mobile-phone-number';

export const profilePaths = {
  personalHome: appPath('/i/main'),
  confirmOldPhone: appPath<`${typeof CHANGE}/confirm-old-phone-number`, { mobile?: string }>(
    `${CHANGE}/confirm-old-phone-number`,
  ),
  oldPhoneCode: appPath<`${typeof CHANGE}/get-verification-code`, { mobile?: string }>(
    `${CHANGE}/get-verification-code`,
  ),
  enterNewPhone: appPath(`${CHANGE}/enter-new-phone-number`),
  confirmNewPhone: appPath<`${typeof CHANGE}/confirm-new-phone-number`, { mobile?: string }>(
    `${CHANGE}/confirm-new-phone-number`,
  ),
} as const;
