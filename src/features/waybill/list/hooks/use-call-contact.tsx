/**
 * Calling a waybill's contact: the platform hands out a virtual number that rings the person (the
 * real one stays hidden), and the phone dials it. Outside the app, or when the app cannot dial,
 * the number is shown with a tel: link so the driver can still ring it.
 */
import { useEffect } from 'react';
import { showAlert } from '@/components/feedback';
import { bridge } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import type { VirtualPhone } from '@/lib/contract/supply/market';
import { useVirtualPhone } from '../api/waybill-reads';
import styles from '../components/detail.module.css';
import { detailMessages as t } from '../messages';

/** Whom to ring: the shipper, or the contact at the loading or unloading point. */
export type ContactRole = 'shipper' | 'loading' | 'unloading';

function showNumber(phone: VirtualPhone): void {
  void showAlert({
    title: t.callTitle,
    confirmText: t.close,
    // antd-mobile forwards this to the dialog element without typing it.
    ...{ 'aria-label': t.callTitle },
    content: (
      <div className={styles.callDialog}>
        <strong className={styles.callNumber}>{phone.virtualNumber}</strong>
        <p className={styles.callHint}>{t.callHint(phone.expiresAt.slice(11, 16))}</p>
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
    if (!isBridgeError(err) || err.code !== 'cancelled') showNumber(phone);
  }
}

export function useCallContact(waybillId: string) {
  const virtualPhone = useVirtualPhone();
  // Whether the app's bridge is there takes up to 5 s to learn: start before the first tap.
  useEffect(() => void bridge.ready(), []);
  return async (role: ContactRole) => {
    const phone = await virtualPhone
      .mutateAsync({
        bizId: waybillId,
        bizType: 'waybill',
        ...(role === 'shipper' ? {} : { contact: role }),
      })
      .catch(() => null); // the client has shown the server's reason
    if (phone) await dial(phone);
  };
}
