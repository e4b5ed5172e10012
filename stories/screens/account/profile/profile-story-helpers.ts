/** What the profile stories share: the change-phone draft a later step starts from, and phones. */
import {
  type ChangePhoneDraft,
  clearDraft,
  emptyDraft,
  writeDraft,
} from '@/features/account/profile/change-phone-draft';

import { expect, waitFor } from 'storybook/test';
import { page as authPage } from '../auth/auth-story-helpers';

export { expectAlert, expectToast, smsCode, toastsGone } from '../auth/auth-story-helpers';

/**
 * The page as a person sees it, once the app has finished loading the screen's chunk (on a busy
 * machine that first load can take many seconds, longer than a find's default wait).
 */
export async function page(canvasElement: HTMLElement) {
  const screen = await authPage(canvasElement);
  const body = canvasElement.ownerDocument.body;
  await waitFor(
    () => expect(body.querySelector('[role="status"][aria-label="页面加载中"]')).toBeNull(),
    { timeout: 20_000 },
  );
  return screen;
}

/** The partner seeded with roles partner and promoter (13800000004). */
export const PARTNER_PHONE = '13800000004';
/** The certified driver's number: taken by another account. */
export const TAKEN_PHONE = '13800000002';
export const NEW_PHONE = '13912345678';

/** Starts a story with no draft left from an earlier one. */
export function freshDraft(): void {
  clearDraft();
}

/**
 * Starts a story on a later step as if the driver had passed step 2: the old number's code was
 * accepted. For stories that never submit the change (the code here was not sent by the sandbox).
 */
export function draftPastOldCode(patch: Partial<ChangePhoneDraft> = {}): void {
  writeDraft({
    ...emptyDraft(PARTNER_PHONE),
    oldCode: '123456',
    oldCodeChecked: true,
    ...patch,
  });
}
