/**
 * What the driver has typed across the four change-phone steps, kept in session storage so going
 * back, or a reload, loses nothing — and so no SMS code ever travels in the URL. Cleared when the
 * change succeeds.
 */
import { sessionStore } from '@/lib/storage/browser-storage';

export const CHANGE_PHONE_DRAFT_KEY = 'profile:changePhoneDraft';

export interface ChangePhoneDraft {
  /** The old number the draft belongs to (a draft of another login is ignored). */
  oldMobile: string;
  /** Code typed on step 2; `oldCodeChecked` once the server accepted it. */
  oldCode: string;
  oldCodeChecked: boolean;
  /** When a code last went to the old / new number (epoch ms), to resume the 60-s countdown. */
  oldSentAt: number | null;
  newMobile: string;
  newCode: string;
  newSentAt: number | null;
  /** The new number the last code went to: typing another number needs a new code. */
  newSentTo: string | null;
}

export function emptyDraft(oldMobile: string): ChangePhoneDraft {
  return {
    oldMobile,
    oldCode: '',
    oldCodeChecked: false,
    oldSentAt: null,
    newMobile: '',
    newCode: '',
    newSentAt: null,
    newSentTo: null,
  };
}

export function readDraft(oldMobile: string): ChangePhoneDraft {
  try {
    const raw = sessionStore.getItem(CHANGE_PHONE_DRAFT_KEY);
    const saved = raw ? (JSON.parse(raw) as Partial<ChangePhoneDraft>) : null;
    if (saved && saved.oldMobile === oldMobile) return { ...emptyDraft(oldMobile), ...saved };
  } catch {
    // A damaged draft is dropped: the driver starts the steps again.
  }
  return emptyDraft(oldMobile);
}

export function writeDraft(draft: ChangePhoneDraft): void {
  sessionStore.setItem(CHANGE_PHONE_DRAFT_KEY, JSON.stringify(draft));
}

export function clearDraft(): void {
  sessionStore.removeItem(CHANGE_PHONE_DRAFT_KEY);
}
