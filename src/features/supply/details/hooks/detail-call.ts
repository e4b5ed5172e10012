/** Calling the source's contact at the loading or unloading point through a virtual number. */
import { useCallVirtualNumber } from '@/hooks/use-dial';
import { minuteText } from '../components/detail-format';
import { detailMessages as t } from '../../shared/detail-messages';
import { useLoginFirst } from './detail-grab';

export type ContactRole = 'loading' | 'unloading';

const words = (expiresAt: string) => ({
  title: t.callTitle,
  hint: t.callHint(minuteText(expiresAt)),
  dial: t.dial,
  close: t.close,
});

export function useCallShipper(sourceId: string) {
  const call = useCallVirtualNumber();
  const loginFirst = useLoginFirst();
  return (contact: ContactRole) =>
    loginFirst(t.loginToCall, () => call({ bizId: sourceId, bizType: 'source', contact }, words));
}
