/**
 * Token refresh, single-flight: however many requests need a new token at once, one refresh call
 * is made and every one of them waits for it. The refresh call goes straight to the transport, so it
 * never waits behind the requests that wait for it.
 */
import { account, type TokenPair } from '@/lib/contract/account/auth';
import type { Endpoint } from '@/lib/contract/endpoint';
import { needsProactiveRefresh, nextRefreshCheckDelay } from '@/lib/domain/token';
import { ApiError } from './errors';
import { HTTP_MESSAGES, HTTP_STATUS_MESSAGES } from './messages';
import { endsSession, trackFailure } from './report';
import { readJsonResponse } from './response';
import { markSessionEnded } from './session-ending';
import { tokens } from './tokens';
import { send } from './transport';

let inFlight: Promise<void> | null = null;

/** The refresh under way, if any: requests about to be sent wait for it. */
export function refreshInFlight(): Promise<void> | null {
  return inFlight;
}

/**
 * A lost connection or a server outage says nothing about the session: the tokens stay and the next
 * request or timer tick tries again. Anything else means the refresh token is no good.
 */
function isTransient(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (err.kind === 'timeout' || err.kind === 'network' || err.kind === 'non-json') return true;
  return err.kind === 'http' && (err.status ?? 0) >= 500;
}

function noRefreshToken(): ApiError {
  return new ApiError('http', HTTP_STATUS_MESSAGES[401]!, {
    status: 401,
    url: account.refreshToken.path,
  });
}

async function runRefresh(): Promise<void> {
  const rt = tokens.getRefresh();
  if (!rt) throw noRefreshToken();
  const ep = account.refreshToken as Endpoint<unknown, unknown>;
  try {
    const response = await send(ep, { rt }, { token: null });
    const pair = readJsonResponse(response, ep.path) as Partial<TokenPair> | null;
    if (!pair?.at)
      throw new ApiError('system', HTTP_MESSAGES.system, {
        status: response.status,
        data: pair,
        url: ep.path,
      });
    tokens.save({ at: pair.at, rt: pair.rt || rt }, tokens.isRemembered());
  } catch (err) {
    const error =
      err instanceof ApiError
        ? err
        : new ApiError('system', HTTP_MESSAGES.system, { url: ep.path, cause: err });
    trackFailure(error);
    if (!isTransient(error)) {
      tokens.clear();
      // Marked first, so endsSession ends it: 登录过期 for 505001, a logout otherwise.
      markSessionEnded(error);
      endsSession(error);
    }
    throw error;
  }
}

/** Refreshes the tokens; joins the refresh already under way instead of starting another. */
export function refreshTokens(): Promise<void> {
  inFlight ??= runRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Background refresh (§4): every 20 s plus up to 10 s at random, refresh when under 900 s remain.
 * Returns stop().
 */
export function startProactiveRefresh(options: { random?: () => number } = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = () => {
    if (!stopped) timer = setTimeout(tick, nextRefreshCheckDelay(options.random));
  };
  const tick = () => {
    const due =
      tokens.getRefresh() !== null && needsProactiveRefresh(tokens.getAccess(), Date.now());
    if (!due) {
      schedule();
      return;
    }
    // A failure is already handled (logout, or a retry on the next tick when transient).
    refreshTokens()
      .catch(() => {})
      .finally(schedule);
  };

  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
