/**
 * Back from the background (native 'resume'): the screen's data may be minutes old and the token's
 * timer did not run while the WebView was frozen, so both are brought up to date at once.
 */
import { focusManager, type QueryClient } from '@tanstack/react-query';
import { needsProactiveRefresh } from '@/lib/domain/token';

export function appPaused(): void {
  // Failed queries wait with their retries until the driver is back.
  focusManager.setFocused(false);
}

export interface ResumeDeps {
  queryClient: Pick<QueryClient, 'refetchQueries'>;
  /** Refreshes the tokens when they are due (§4: under 900 s left); never rejects. */
  refreshIfDue(): Promise<void>;
}

export async function appResumed(deps: ResumeDeps): Promise<void> {
  focusManager.setFocused(undefined);
  await Promise.all([
    deps.queryClient.refetchQueries({ type: 'active' }).catch(() => {}),
    deps.refreshIfDue(),
  ]);
}

/** The same check the background timer makes (refresh.ts), run now. */
export async function refreshTokensIfDue(now: number = Date.now()): Promise<void> {
  const [{ tokens }, { refreshTokens }] = await Promise.all([
    import('@/lib/http/tokens'),
    import('@/lib/http/refresh'),
  ]);
  if (tokens.getRefresh() === null || !needsProactiveRefresh(tokens.getAccess(), now)) return;
  // A failure is handled by the refresh itself (logout, or a retry on the timer's next tick).
  await refreshTokens().catch(() => {});
}
