/**
 * Calling a waybill's contact: the platform hands out a virtual number that rings the person (the
 * real one stays hidden), and the phone dials it (or shows it: `useDialOrShowNumber`).
 */
import { useDialOrShowNumber } from '@/hooks/use-dial';
import { useVirtualPhone } from '../api/waybill-reads';
import { detailMessages as t } from '../messages';

/** Whom to ring: the shipper, or the contact at the loading or unloading point. */
export type ContactRole = 'shipper' | 'loading' | 'unloading';

export function useCallContact(waybillId: string) {
  const virtualPhone = useVirtualPhone();
  const dial = useDialOrShowNumber();
  return async (role: ContactRole) => {
    const phone = await virtualPhone
      .mutateAsync({
        bizId: waybillId,
        bizType: 'waybill',
        ...(role === 'shipper' ? {} : { contact: role }),
      })
      .catch(() => null); // the client has shown the server's reason
    if (!phone) return;
    const hint = t.callHint(phone.expiresAt.slice(11, 16));
    await dial(phone.virtualNumber, { title: t.callTitle, hint, dial: t.dial, close: t.close });
  };
}
