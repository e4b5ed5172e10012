/**
 * Toasts and dialogs render into document.body, outside the story root, so one story's leftovers
 * would confuse the next; and antd-mobile ignores taps while a dialog is still animating in.
 * The preview clears them before every story; `clearOverlays` (a file's `beforeEach`) also waits
 * until they have left the page, which the preview does not.
 */
import { Dialog, Toast, reduceMotion } from 'antd-mobile';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const OVERLAYS = '.adm-toast-mask, .adm-dialog, .adm-center-popup-wrap';

/** Closes the last story's toasts and dialogs and waits until they have left the page. */
export async function clearOverlays(): Promise<void> {
  // Fading overlays would be measured half-transparent by the a11y check; tests need no motion.
  reduceMotion();
  Dialog.clear();
  Toast.clear();
  await waitFor(() => expect(document.querySelector(OVERLAYS)).toBeNull(), { timeout: 3000 });
}

/** The one open dialog (waits for it). */
export async function findDialog(canvasElement: HTMLElement): Promise<HTMLElement> {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.getAllByRole('dialog')).toHaveLength(1));
  return body.getByRole('dialog');
}

/** Taps a dialog button as soon as the dialog accepts taps. */
export async function tapDialogButton(dialog: HTMLElement, name: string): Promise<void> {
  const button = within(dialog).getByRole('button', { name });
  await waitFor(() => userEvent.click(button));
}
