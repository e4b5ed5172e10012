/**
 * Calling the shipper: the platform hands out a virtual number that rings the source's contact
 * (the real one stays hidden), and the phone dials it. Outside the app, or when the app cannot
 * dial, the number is shown with a tel: link so the driver can still ring it.
 */
import { useEffect } from 'react';
import { showAlert } from '@/components/feedback';
import { bridge } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import type { VirtualPhone } from '@/lib/contract/supply/market';
import { useVirtualPhone } from '../api/source-detail';
import { minuteText } from '../components/detail-format';
import styles from '../components/detail.module.css';
import { detailMessages as t } from '../../shared/detail-messages';
import { useLoginFirst } from './detail-grab';

export type ContactRole = 'loading' | 'unloading';

/** Not awaited by the caller: the call button is free again while the number is read. */
function showNumber(phone: VirtualPhone): void {
  void showAlert({
    title: t.callTitle,
    confirmText: t.close,
    // antd-mobile forwards this to the dialog element without typing it.
    ...{ 'aria-label': t.callTitle },
    content: (
      <div className={styles.callDialog}>
        <strong className={styles.callNumber}>{phone.virtualNumber}</strong>
        <p className={styles.callHint}>{t.callHint(minuteText(phone.expiresAt))}</p>
        <a className={styles.dialLink} href={`tel:${phone.virtualNumber}`}>
          {t.dial}
        </a>
      </div>
    ),
  });
}

async function dial(phone: VirtualPhone): Promise<void> {
  if ((await bridge.ready()) !== 'native') return showNumber(phone);
  try {
    await bridge.call('phoneCall', { phone: phone.virtualNumber });
  } catch (err) {
    // The app could not dial (too old, or it failed): the driver can still dial the number.
    if (!isBridgeError(err) || err.code !== 'cancelled') showNumber(phone);
  }
}

export function useCallShipper(sourceId: string) {
  const virtualPhone = useVirtualPhone();
  const loginFirst = useLoginFirst();
  // Whether the app's bridge is there takes up to 5 s to learn: start before the first tap.
  useEffect(() => void bridge.ready(), []);

  return (contact: ContactRole) =>
    loginFirst(t.loginToCall, async () => {
      const phone = await virtualPhone
        .mutateAsync({ bizId: sourceId, bizType: 'source', contact })
        .catch(() => null); // the client has shown the server's reason
      if (phone) await dial(phone);
    });
}
