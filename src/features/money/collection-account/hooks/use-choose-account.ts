/**
 * Choosing the waybill's payee account: a confirm naming the account, one request
 * (upWaybillAccount with the account's id: the server fills in the whole card number), a toast,
 * and back to where the driver came from.
 */
import { useNavigate } from 'react-router-dom';
import { showConfirm, showToast } from '@/components/feedback';
import type { CollectionAccount } from '@/lib/contract/money/collection-account';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { useAccountWrite } from '../api/collection-account';
import { accountMessages as t } from '../messages';

export function useChooseAccount(waybillId: string, backSteps = -1) {
  const navigate = useNavigate();
  const send = useAccountWrite(waybillAfterSales.upWaybillAccount);
  return async (a: CollectionAccount) => {
    const ok = await showConfirm({
      title: t.chooseConfirmTitle,
      content: t.chooseConfirm(a.accountName, a.bankName, a.cardNoMasked),
      confirmText: t.chooseOk,
      cancelText: t.cancel,
    });
    if (!ok) return;
    await send({ waybillId, collectionAccountId: a.id });
    showToast(t.chosen, 2000, 'success');
    void navigate(backSteps);
  };
}
