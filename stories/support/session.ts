/**
 * Seeds the session store from story parameters: `parameters.session` is `'guest'` (default) or the
 * phone of a seeded sandbox user, who is logged in for real against the story's sandbox.
 */
import { account } from '@/lib/contract/account/auth';
import type { Envelope } from '@/lib/contract/envelope';
import { http } from '@/lib/http/client';
import { tokens } from '@/lib/http/tokens';
import { useSession } from '@/stores/session';
import { SEEDED_MOBILES, SEEDED_PASSWORD } from '@sim/sandbox/store/catalog';

/** Seeded sandbox users (simulator/sandbox/README.md), from the sandbox's own catalogue. */
export const SEEDED = SEEDED_MOBILES;
export { SEEDED_PASSWORD };

export type StorySession = 'guest' | keyof typeof SEEDED;

export async function signInAs(who: keyof typeof SEEDED): Promise<void> {
  const body = new URLSearchParams({ mobile: SEEDED[who], password: SEEDED_PASSWORD });
  const res = await fetch(account.passwordLogin.path, { method: 'POST', body });
  const envelope = (await res.json()) as Envelope<{ at: string; rt: string }>;
  if (!envelope.success) throw new Error(`story sign-in failed: ${envelope.msg ?? res.status}`);
  tokens.save(envelope.data, false);
  const user = await http.call(account.getUserDetail, {});
  useSession.getState().setLoginInfo(user);
}

export async function seedSession(session: StorySession | undefined): Promise<void> {
  localStorage.clear();
  sessionStorage.clear();
  useSession.getState().clear();
  if (session && session !== 'guest') await signInAs(session);
}
