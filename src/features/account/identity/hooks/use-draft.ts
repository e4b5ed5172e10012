/**
 * A form's draft kept in session storage, so what the driver typed survives the steps of a flow, a
 * reload and the trip to the login page and back. Photos are kept as their uploaded items (URLs).
 */
import { useEffect } from 'react';
import { isSavedObject, sessionDraft } from '@/lib/storage/session-draft';

/** The draft under `key` over `initial`: a draft of an older shape fills only the fields it still has. */
export function readDraft<T extends object>(key: string, initial: T): T {
  return { ...initial, ...sessionDraft<Partial<T>>(key, isSavedObject).read() };
}

export function clearDraft(key: string): void {
  sessionDraft(key, isSavedObject).clear();
}

/** Writes `value` to the draft whenever it changes. */
export function useSaveDraft(key: string, value: object): void {
  // Compared as JSON: a form hands over a new object on every render.
  const json = JSON.stringify(value);
  useEffect(() => {
    sessionDraft(key, isSavedObject).save(JSON.parse(json) as object);
  }, [key, json]);
}
