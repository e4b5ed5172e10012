/**
 * Dialling a number. `dial` (a station, the hotline): the phone's dialler through the bridge, or a
 * tel: link in a browser (the bridge's web fallback); a failure other than the driver's own cancel
 * is said in a toast. `useCallVirtualNumber` (a source's shipper, a waybill's contact): the
 * platform hands out a virtual number that rings the person (the real one stays hidden); the app
 * dials it, and outside the app, or when it cannot dial, a dialog shows the number with a tel:
 * link so the driver can still ring it.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { showAlert, showToast } from '@/components/feedback';
import { bridge } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import { supply } from '@/lib/contract/supply/market';
import { endpointMutation } from '@/lib/query/endpoint-query';
import type { ReqOf } from '@/lib/contract/endpoint';
import styles from './use-dial.module.css';

export async function dial(phone: string): Promise<void> {
  try {
    await bridge.call('phoneCall', { phone });
  } catch (err) {
    if (isBridgeError(err) && err.code !== 'cancelled') showToast(err.message);
  }
}

/** The words of the dialog with the number; each feature says them its own way. */
export interface NumberDialogWords {
  title: string;
  /** Under the number: how long it rings the person. */
  hint: string;
  /** The tel: link. */
  dial: string;
  close: string;
}

/** Not awaited by the caller: the call button is free again while the number is read. */
function showNumber(phone: string, words: NumberDialogWords): void {
  void showAlert({
    title: words.title,
    confirmText: words.close,
    // antd-mobile forwards this to the dialog element without typing it.
    ...{ 'aria-label': words.title },
    content: (
      <div className={styles.dialog}>
        <strong className={styles.number}>{phone}</strong>
        <p className={styles.hint}>{words.hint}</p>
        <a className={styles.dialLink} href={`tel:${phone}`}>
          {words.dial}
        </a>
      </div>
    ),
  });
}

async function dialOrShowNumber(phone: string, words: NumberDialogWords): Promise<void> {
  if ((await bridge.ready()) !== 'native') return showNumber(phone, words);
  try {
    await bridge.call('phoneCall', { phone });
  } catch (err) {
    // The app could not dial (too old, or it failed): the driver can still dial the number.
    if (!isBridgeError(err) || err.code !== 'cancelled') showNumber(phone, words);
  }
}

function useDialOrShowNumber() {
  // Whether the app's bridge is there takes up to 5 s to learn: start before the first tap.
  useEffect(() => void bridge.ready(), []);
  return dialOrShowNumber;
}

/**
 * Asks the platform for a virtual number that rings `who`, then dials it or shows it with the
 * words `wordsUntil(expiresAt)`. A refused number is the client's toast with the server's reason.
 */
export function useCallVirtualNumber() {
  const virtualPhone = useMutation(endpointMutation(supply.getVirtualPhoneNumber));
  const dial = useDialOrShowNumber();
  return async (
    who: ReqOf<typeof supply.getVirtualPhoneNumber>,
    wordsUntil: (expiresAt: string) => NumberDialogWords,
  ) => {
    const phone = await virtualPhone.mutateAsync(who).catch(() => null); // the client has shown it
    if (phone) await dial(phone.virtualNumber, wordsUntil(phone.expiresAt));
  };
}
