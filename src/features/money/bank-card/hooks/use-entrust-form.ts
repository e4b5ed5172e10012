/**
 * 受托账户校验: the account name and card number of an account in another person's name; the bank's
 * answer (matched, or its message) is shown under the form, which keeps what was typed.
 */
import { useState } from 'react';
import { useFormFields } from '@/components/form';
import type { EntrustAccountResult } from '@/lib/contract/money/bank-card';
import { cardDigits, groupCardNo } from '@/lib/domain/bank-card';
import { checkEntrustAccount } from '../api/bank-card';
import { bankMessages as t } from '../messages';
import { validateCardNo } from './use-add-card-form';

export function useEntrustForm() {
  const [result, setResult] = useState<EntrustAccountResult | null>(null);
  const fields = useFormFields(
    { accountName: '', cardNo: '' },
    {
      accountName: (v) => (v.trim() === '' ? t.accountNameRequired : null),
      cardNo: validateCardNo,
    },
  );

  const typeCardNo = (v: string) => {
    fields.set('cardNo', groupCardNo(v));
    setResult(null);
  };

  const submit = async () => {
    if (!fields.check()) return;
    setResult(null);
    setResult(
      await checkEntrustAccount(cardDigits(fields.values.cardNo), fields.values.accountName.trim()),
    );
  };

  return { fields, typeCardNo, submit, result };
}
