/**
 * A form's draft kept in session storage, so what the driver typed survives the steps of a flow, a
 * reload and the trip to the login page and back. Photos are kept as their uploaded items (URLs).
 */
import { useEffect } from 'react';
import { sessionStore } from '@/lib/storage/browser-storage';

export function readDraft<T extends object>(key: string, initial: T): T {
  try {
    const raw = sessionStore.getItem(key);
    if (raw === null) return initial;
    const parsed = JSON.parse(raw) as unknown;
    // A draft of an older shape fills only the fields it still has.
    return typeof parsed === 'object' && parsed !== null ? { ...initial, ...parsed } : initial;
  } catch {
    return initial;
  }
}

export function clearDraft(key: string): void {
  sessionStore.removeItem(key);
}

/** Writes `value` to the draft whenever it changes. */
export function useSaveDraft(key: string, value: object): void {
  const json = JSON.stringify(value);
  useEffect(() => {
    sessionStore.setItem(key, json);
  }, [key, json]);
}
