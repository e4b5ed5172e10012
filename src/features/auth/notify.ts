/**
 * The one place the login journey shows toasts. Its calls pass `ignoreErrors: true` to the HTTP
 * client and report failures here instead, so a server error is shown exactly once, with the
 * server's own message, while the screen keeps everything the driver typed.
 */
import { showToast } from '@/components/feedback';
import { BusinessState } from '@/lib/contract/envelope';
import { ApiError, isCancelled } from '@/lib/http/errors';
import { ERROR_TOAST_MS } from '@/lib/http/messages';
import { authMessages } from './messages';

const INFO_TOAST_MS = 2000;

/** The client already answered these with a logout or the 登录过期 dialog, even for quiet calls. */
function endedSession(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  return (
    (err.kind === 'http' && err.status === 401) ||
    err.state === BusinessState.loginExpired ||
    err.state === BusinessState.tokenInvalid
  );
}

export function errorMessage(err: unknown): string {
  if (err instanceof Error && err.message.trim() !== '') return err.message;
  return authMessages.unknownError;
}

export function toastError(err: unknown): void {
  if (isCancelled(err) || endedSession(err)) return;
  showToast(errorMessage(err), ERROR_TOAST_MS);
}

export function toastText(message: string): void {
  showToast(message, INFO_TOAST_MS);
}

export function toastSuccess(message: string): void {
  showToast(message, INFO_TOAST_MS, 'success');
}

export function toastFail(message: string): void {
  showToast(message, ERROR_TOAST_MS, 'fail');
}
