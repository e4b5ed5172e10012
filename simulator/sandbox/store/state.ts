/** Where the sandbox keeps its state between page loads (browser) or runs (tests). */
import type { SandboxState } from './types';

export interface StateStore {
  load(): string | null;
  save(serialized: string): void;
  clear(): void;
}

export const BROWSER_STATE_KEY = 'sandbox:state';

export function memoryStateStore(initial: string | null = null): StateStore {
  let value = initial;
  return {
    load: () => value,
    save: (serialized) => {
      value = serialized;
    },
    clear: () => {
      value = null;
    },
  };
}

/** Survives page reloads: users, sessions (tokens), the SMS inbox, uploads list and faults. */
export function localStorageStateStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage,
  key: string = BROWSER_STATE_KEY,
): StateStore {
  return {
    load: () => storage.getItem(key),
    save: (serialized) => {
      try {
        storage.setItem(key, serialized);
      } catch (err) {
        // A full storage must not break the app under test: the in-memory state stays correct.
        console.warn('[sandbox] state not persisted', err);
      }
    },
    clear: () => storage.removeItem(key),
  };
}

export function serializeState(state: SandboxState): string {
  return JSON.stringify(state);
}

/** Null when the text is not a state this version understands (it is then re-seeded). */
export function parseState(serialized: string | null): SandboxState | null {
  if (!serialized) return null;
  try {
    const parsed = JSON.parse(serialized) as Partial<SandboxState>;
    if (parsed.version !== 1 || !Array.isArray(parsed.users) || typeof parsed.seed !== 'number') {
      return null;
    }
    return parsed as SandboxState;
  } catch {
    return null;
  }
}
