/**
 * The simulator's settings survive simulator reloads in localStorage (same origin as the H5, so the
 * keys are prefixed). The sandbox keeps its own state in the server.
 */
const PREFIX = 'driver-sim:';

export function loadJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    // private mode, quota, or a value from an older simulator: start from defaults
    return null;
  }
}

export function saveJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the simulator keeps working without persistence
  }
}

/** Runs `save` at most once per `ms`, with the latest value. */
export function throttled<T>(save: (value: T) => void, ms = 300): (value: T) => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest: T;
  return (value) => {
    latest = value;
    timer ??= setTimeout(() => {
      timer = null;
      save(latest);
    }, ms);
  };
}
