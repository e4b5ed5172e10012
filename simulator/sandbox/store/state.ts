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

export type Restored =
  | { state: SandboxState }
  /** Nothing was saved yet. */
  | { empty: true }
  /** Why the saved text cannot be used; the caller re-seeds and says so. */
  | { problem: string };

function unreadable(reason: string): Restored {
  return { problem: `saved state is unreadable (${reason}); re-seeded` };
}

/**
 * The saved state, when it was written by this schema (see schema.ts) and holds every registered
 * area; otherwise why not. Never throws: a tester's old or damaged state must not crash the app.
 */
export function restoreState(
  serialized: string | null,
  schema: string,
  areaNames: readonly string[],
): Restored {
  if (!serialized) return { empty: true };
  let parsed: Partial<SandboxState>;
  try {
    parsed = JSON.parse(serialized) as Partial<SandboxState>;
  } catch (err) {
    return unreadable(err instanceof Error ? err.message : String(err));
  }
  if (typeof parsed !== 'object' || parsed === null || typeof parsed.seed !== 'number') {
    return unreadable('not a sandbox state');
  }
  if (parsed.schema !== schema) {
    const saved = typeof parsed.schema === 'string' ? parsed.schema : 'none';
    return { problem: `saved state is from another schema (${saved} ≠ ${schema}); re-seeded` };
  }
  const areas = parsed.areas ?? {};
  const missing = areaNames.filter((name) => typeof areas[name] !== 'object' || !areas[name]);
  if (missing.length > 0) {
    return { problem: `saved state lacks the area(s) ${missing.join(', ')}; re-seeded` };
  }
  return { state: parsed as SandboxState };
}
