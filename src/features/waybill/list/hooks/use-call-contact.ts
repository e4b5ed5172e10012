/** Calling a waybill's contact (the shipper, or at the loading or unloading point) through a virtual number. */
import { useCallVirtualNumber } from '@/hooks/use-dial';
import { detailMessages as t } from '../messages';

/** Whom to ring: the shipper, or the contact at the loading or unloading point. */
export type ContactRole = 'shipper' | 'loading' | 'unloading';

const words = (expiresAt: string) => ({
  title: t.callTitle,
  hint: t.callHint(expiresAt.slice(11, 16)),
  dial: t.dial,
  close: t.close,
});

export function useCallContact(waybillId: string) {
  const call = useCallVirtualNumber();
  return (role: ContactRole) =>
    call(
      { bizId: waybillId, bizType: 'waybill', ...(role === 'shipper' ? {} : { contact: role }) },
      words,
    );
}
