import { Dialog, Modal } from 'antd-mobile';

/** Masks of dialogs and popups; a toast's mask is no overlay the driver would close with back. */
const MASKS = '.adm-mask:not(.adm-toast-mask)';

/**
 * Closes what covers the screen, for Android back. Dialogs opened imperatively (confirm, alert)
 * close with Dialog.clear(); declarative popups close as on a tap on their mask — only those that
 * allow it, so a forced update prompt stays. True when something was open: back does nothing more.
 */
export function closeTopOverlay(doc: Document = document): boolean {
  const open = [...doc.querySelectorAll<HTMLElement>(MASKS)].filter(
    (mask) => mask.getClientRects().length > 0,
  );
  const top = open.at(-1);
  if (!top) return false;
  Dialog.clear();
  Modal.clear();
  top.click();
  return true;
}
