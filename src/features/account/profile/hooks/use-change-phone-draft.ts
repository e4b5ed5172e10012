import { useCallback, useState } from 'react';
import { useSession } from '@/stores/session';
import { type ChangePhoneDraft, readDraft, writeDraft } from '../change-phone-draft';

/**
 * The change-phone draft of the logged-in driver: the old number is always the session's own (the
 * server checks the code against the account's number, whatever a link says), and every `save`
 * is written through to session storage at once.
 */
export function useChangePhoneDraft() {
  // Read once: when the change succeeds the session's phone becomes the new number while the last
  // step is still on screen, and it must not mistake that for "new equals old".
  const [oldMobile] = useState(() => useSession.getState().loginInfo?.phone ?? '');
  const [draft, setDraft] = useState<ChangePhoneDraft>(() => readDraft(oldMobile));
  const save = useCallback((patch: Partial<ChangePhoneDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...patch };
      writeDraft(next);
      return next;
    });
  }, []);
  return { oldMobile, draft, save };
}
