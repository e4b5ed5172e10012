/**
 * A form's draft kept in sessionStorage between the screens of one flow (a reload keeps it; it ends
 * with the flow): saved as JSON, read back only when it still has the draft's shape.
 */
import { sessionStore } from './browser-storage';

export interface SessionDraft<T> {
  save(draft: T): void;
  read(): T | null;
  clear(): void;
}

export function sessionDraft<T>(
  key: string,
  isDraft: (value: unknown) => value is T,
): SessionDraft<T> {
  return {
    save: (draft) => sessionStore.setItem(key, JSON.stringify(draft)),
    read: () => {
      try {
        const value: unknown = JSON.parse(sessionStore.getItem(key) ?? 'null');
        return isDraft(value) ? value : null;
      } catch {
        return null;
      }
    },
    clear: () => sessionStore.removeItem(key),
  };
}

/**
 * The guard of a draft that is read over its defaults (`{ ...EMPTY, ...draft.read() }`): any saved
 * object passes, so a draft of an older shape still fills the fields it has.
 */
export function isSavedObject<T extends object>(value: unknown): value is Partial<T> {
  return typeof value === 'object' && value !== null;
}
