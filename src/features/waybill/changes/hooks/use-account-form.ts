/**
 * 运费收款账户: the payee's name (the driver or his captain — the server checks), the bank, and a
 * card of 16–19 digits (spaces ignored), said before sending; one single-flight write. The saved
 * account comes back masked and replaces the shown one.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useFormFields } from '@/components/form';
import { showToast } from '@/components/feedback';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { endpointQuery } from '@/lib/query/endpoint-query';
import { useChangesWrite } from '../api/waybill-changes';
import { changesMessages as t } from '../messages';

/** The card number as the server takes it: digits only, spaces dropped. */
const cardDigits = (v: string) => v.replace(/\s+/g, '');

function validateCardNo(v: string): string | null {
  return /^\d{16,19}$/.test(cardDigits(v)) ? null : t.accountCardInvalid;
}

export function useAccountForm(waybillId: string) {
  const client = useQueryClient();
  const send = useChangesWrite(waybillAfterSales.upWaybillAccount);
  const fields = useFormFields(
    { accountName: '', bankName: '', cardNo: '' },
    {
      accountName: (v) => (v.trim() === '' ? t.accountNameRequired : null),
      bankName: (v) => (v.trim() === '' ? t.accountBankRequired : null),
      cardNo: validateCardNo,
    },
  );

  const submit = async () => {
    if (!fields.check()) return;
    const saved = await send({
      waybillId,
      accountName: fields.values.accountName.trim(),
      bankName: fields.values.bankName.trim(),
      cardNo: cardDigits(fields.values.cardNo),
    });
    const read = endpointQuery(waybillAfterSales.getWaybillAccount, { waybillId });
    client.setQueryData(read.queryKey, saved);
    fields.set('cardNo', '');
    showToast(t.accountSaved, 2000, 'success');
  };

  return { fields, submit };
}
