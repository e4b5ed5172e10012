/**
 * Toasts and dialogs, loaded on first use: antd-mobile's Toast and Dialog bring its spring-animation
 * library, which the first screen does not need until something is shown. `preloadFeedback()` warms
 * it up (the entry calls it at the driver's first input or in idle time), so the first toast is not
 * late.
 */
import type { DialogAlertProps, DialogConfirmProps } from 'antd-mobile';
import type * as AntdFeedback from './antd-feedback';

type Feedback = typeof AntdFeedback;

let loading: Promise<Feedback> | null = null;

function load(): Promise<Feedback> {
  loading ??= import('./antd-feedback');
  return loading;
}

export function preloadFeedback(): void {
  void load();
}

export function showToast(content: string, duration = 2000, icon?: 'success' | 'fail'): void {
  void load().then(({ Toast }) => Toast.show({ content, duration, ...(icon ? { icon } : {}) }));
}

export async function showAlert(props: DialogAlertProps): Promise<void> {
  const { Dialog } = await load();
  await Dialog.alert(props);
}

export async function showConfirm(props: DialogConfirmProps): Promise<boolean> {
  const { Dialog } = await load();
  return Dialog.confirm(props);
}
