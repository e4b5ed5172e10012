/**
 * 新增收款账户: account name, bank (BankSearchPopup), card number grouped by 4 with the Luhn check,
 * said before sending; one single-flight write; then 添加成功 and back to the list. A refusal is
 * the client's alert in the server's words; what was typed stays.
 */
import { useNavigate } from 'react-router-dom';
import { MOVED_ON, useFormFields } from '@/components/form';
import { showToast } from '@/components/feedback';
import { collectionAccount } from '@/lib/contract/money/collection-account';
import { cardDigits } from '@/lib/domain/bank-card';
import { paths } from '@/lib/routing/paths';
import { cardNoRule } from '../../shared/card-no-rule';
import { useAccountWrite } from '../api/collection-account';
import { accountMessages as t } from '../messages';

const validateCard = cardNoRule(t);

export function useAddAccount() {
  const navigate = useNavigate();
  const send = useAccountWrite(collectionAccount.add);
  const fields = useFormFields(
    { accountName: '', bankName: '', cardNo: '', isDefault: false },
    {
      accountName: (v) => (v.trim() === '' ? t.accountNameRequired : null),
      bankName: (v) => (v === '' ? t.bankRequired : null),
      cardNo: validateCard,
    },
  );

  const submit = async () => {
    if (!fields.check()) return;
    await send({
      accountName: fields.values.accountName.trim(),
      bankName: fields.values.bankName,
      cardNo: cardDigits(fields.values.cardNo),
      isDefault: fields.values.isDefault,
    });
    showToast(t.saved, 2000, 'success');
    navigate(paths.collectionAccountList.to(), { replace: true });
    return MOVED_ON;
  };

  return { fields, submit };
}
