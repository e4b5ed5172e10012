/**
 * A route chunk that fails to load (flaky mobile network, a deploy replaced the files) is fetched
 * once more; a second failure becomes a ChunkLoadError the route's error screen explains.
 */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Loading a page chunk failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

const CHUNK_RETRY_DELAY_MS = 500;

const CHUNK_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
  'Loading chunk',
  'Loading CSS chunk',
];

export function isChunkLoadError(err: unknown): boolean {
  if (err instanceof ChunkLoadError) return true;
  if (!(err instanceof Error)) return false;
  if (err.name === 'ChunkLoadError') return true;
  return CHUNK_MESSAGES.some((m) => err.message.includes(m));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function lazyWithRetry<T>(
  load: () => Promise<T>,
  { retries = 1, delayMs = CHUNK_RETRY_DELAY_MS, sleep = wait } = {},
): Promise<T> {
  let attempt = 0;
  for (;;) {
    try {
      return await load();
    } catch (err) {
      if (attempt >= retries) throw new ChunkLoadError(err);
      attempt += 1;
      await sleep(delayMs);
    }
  }
}
