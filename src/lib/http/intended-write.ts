/**
 * One write of an intended action (`lib/storage/action-intents`) sent with the intent's
 * idempotency key: a definite answer — done, or the server's refusal — settles the intent, so the
 * next such action is a new one; any other end (time-out, no connection, a gateway or session
 * error, the page going away) leaves it open, so the next try, in this visit or after a reload,
 * repeats the key and the server does it at most once, replaying its first answer.
 */
import { actionIntents } from '@/lib/storage/action-intents';
import { ApiError } from './errors';

export async function sendIntended<T>(
  path: string,
  identity: unknown,
  write: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const { key } = actionIntents.open(path, identity);
  try {
    const result = await write(key);
    actionIntents.settle(path, identity);
    return result;
  } catch (err) {
    if (err instanceof ApiError && err.kind === 'business') actionIntents.settle(path, identity);
    else actionIntents.markUnknown(path, identity);
    throw err;
  }
}
