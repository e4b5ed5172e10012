/**
 * What the driver has typed across the four change-phone steps, kept in session storage so going
 * back, or a reload, loses nothing — and so no SMS code ever travels in the URL. Cleared when the
 * change succeeds.
 */
import { isSavedObject, sessionDraft } from '@/lib/storage/session-draft';

const CHANGE_PHONE_DRAFT_KEY = 'profile:changePhoneDraft';

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

// A damaged draft reads as none: the driver starts the steps again.
const draft = sessionDraft<Partial<ChangePhoneDraft>>(CHANGE_PHONE_DRAFT_KEY, isSavedObject);

export function readDraft(oldMobile: string): ChangePhoneDraft {
  const saved = draft.read();
  if (saved && saved.oldMobile === oldMobile) return { ...emptyDraft(oldMobile), ...saved };
  return emptyDraft(oldMobile);
}

export function writeDraft(next: ChangePhoneDraft): void {
  draft.save(next);
}

export const clearDraft = draft.clear;
