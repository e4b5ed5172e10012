/**
 * Calling the shipper: the platform hands out a virtual number that rings the source's contact
 * (the real one stays hidden), and the phone dials it (or shows it: `useDialOrShowNumber`).
 */
import { useDialOrShowNumber } from '@/hooks/use-dial';
import { useVirtualPhone } from '../api/source-detail';
import { minuteText } from '../components/detail-format';
import { detailMessages as t } from '../../shared/detail-messages';
import { useLoginFirst } from './detail-grab';

export type ContactRole = 'loading' | 'unloading';

export function useCallShipper(sourceId: string) {
  const virtualPhone = useVirtualPhone();
  const loginFirst = useLoginFirst();
  const dial = useDialOrShowNumber();

  return (contact: ContactRole) =>
    loginFirst(t.loginToCall, async () => {
      const phone = await virtualPhone
        .mutateAsync({ bizId: sourceId, bizType: 'source', contact })
        .catch(() => null); // the client has shown the server's reason
      if (!phone) return;
      const hint = t.callHint(minuteText(phone.expiresAt));
      await dial(phone.virtualNumber, { title: t.callTitle, hint, dial: t.dial, close: t.close });
    });
}
