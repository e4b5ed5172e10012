/**
 * Ids and idempotency keys: v4 UUIDs, from `crypto.randomUUID` where the WebView has it (a secure
 * context of Chrome 92 / Safari 15.4 on), else built from `getRandomValues` (src/lib/crypto).
 */
import { randomUuid } from '@/lib/crypto/random-uuid';

export function newIdempotencyKey(): string {
  return randomUuid();
}
