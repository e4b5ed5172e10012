/**
 * Route guard (§4) as the root route's loader: it runs before a protected screen renders, so the
 * screen never flashes for a driver who is not logged in.
 */
import {
  redirect,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { showToast } from '@/components/feedback';
import { account } from '@/lib/contract/account/auth';
import { http } from '@/lib/http/client';
import { ERROR_TOAST_MS } from '@/lib/http/messages';
import { useSession } from '@/stores/session';
import { isIdentityInvalid } from '../session/identity-invalid';
import { showLoginExpiredDialog, whileGuardChecks } from '../session/login-expired';
import { appMessages } from '../messages';
import { isPublicPath, loginUrl } from './route-lists';

export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  if (isPublicPath(url.pathname) || useSession.getState().isLoggedIn()) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  try {
    const user = await whileGuardChecks(() =>
      http.call(account.getUserDetail, {}, { ignoreErrors: true, signal: request.signal }),
    );
    useSession.getState().setLoginInfo(user);
    return null;
  } catch (err) {
    if (request.signal.aborted) throw err;
    if (isIdentityInvalid(err)) {
      showToast(appMessages.identityInvalid, ERROR_TOAST_MS);
      await showLoginExpiredDialog();
    }
    useSession.getState().clear();
    throw redirect(loginUrl(target));
  }
}

/** The guard runs again whenever the path changes, not only when the root route first mounts. */
export function guardShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}
