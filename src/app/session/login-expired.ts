/**
 * The 登录过期 dialog (§4, §8). Many failing requests, the HTTP hook and the route guard can all want
 * it at once: the driver sees one dialog, and every caller waits for the same confirm.
 */
import { showAlert } from '@/components/feedback';
import { appMessages } from '../messages';

/**
 * antd-mobile forwards `aria-label` to the dialog element but does not type it; without it screen
 * readers announce a nameless dialog.
 */
export function dialogName(name: string): object {
  return { 'aria-label': name };
}

let open: Promise<void> | null = null;

export function showLoginExpiredDialog(): Promise<void> {
  open ??= showAlert({
    title: appMessages.loginExpiredTitle,
    content: appMessages.loginExpiredContent,
    confirmText: appMessages.confirm,
    ...dialogName(appMessages.loginExpiredTitle),
  }).finally(() => {
    open = null;
  });
  return open;
}

let guardChecks = 0;

/**
 * While the route guard asks who the driver is, it owns the outcome (toast, dialog, login with a
 * redirect back): the HTTP hooks must not navigate on their own at the same time.
 */
export async function whileGuardChecks<T>(work: () => Promise<T>): Promise<T> {
  guardChecks += 1;
  try {
    return await work();
  } finally {
    guardChecks -= 1;
  }
}

export function isGuardChecking(): boolean {
  return guardChecks > 0;
}
