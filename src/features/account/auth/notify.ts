/**
 * The login journey's own toasts (consent, success, face failures). Server errors are reported by
 * the HTTP client (§8: request errors as a 5-s toast, failed states as an alert); a screen that
 * shows an error inline passes `ignoreErrors` and words it with `errorMessage`.
 */
import { showToast } from '@/components/feedback';
import { ERROR_TOAST_MS } from '@/lib/http/messages';
import { authMessages } from './messages';

const INFO_TOAST_MS = 2000;

export function errorMessage(err: unknown): string {
  if (err instanceof Error && err.message.trim() !== '') return err.message;
  return authMessages.unknownError;
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
