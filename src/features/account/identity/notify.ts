/** The identity area's own toasts; server errors are reported by the HTTP client (§8). */
import { showToast } from '@/components/feedback';
import { ERROR_TOAST_MS } from '@/lib/http/messages';
import { identityMessages } from './messages';

export function toastSuccess(message: string): void {
  showToast(message, 2000, 'success');
}

/** §4, §8: a failed face check toasts 人脸认证失败. */
export function toastFaceFailed(): void {
  showToast(identityMessages.faceFailed, ERROR_TOAST_MS, 'fail');
}

export function errorText(err: unknown): string {
  return err instanceof Error && err.message.trim() !== ''
    ? err.message
    : identityMessages.loadFailed;
}
