/**
 * The login password before a card is unbound or made the withdrawal card: one single-flight write
 * with an idempotency key; done → a toast and back to the list; a refusal (登录密码错误 …) is the
 * client's alert in the server's words and the password stays as typed.
 */
import { useNavigate } from 'react-router-dom';
import { showToast } from '@/components/feedback';
import { MOVED_ON, useFormFields } from '@/components/form';
import { bankInfo } from '@/lib/contract/money/bank-card';
import { paths } from '@/lib/routing/paths';
import { useBankWrite } from '../api/bank-card';
import { bankMessages as t } from '../messages';

export type PasswordAction = 'unbind' | 'refund';

export function usePasswordForm(id: string, action: PasswordAction) {
  const navigate = useNavigate();
  const unbind = useBankWrite(bankInfo.unbind);
  const setRefund = useBankWrite(bankInfo.setRefund);
  const fields = useFormFields(
    { password: '' },
    { password: (v) => (v === '' ? t.passwordRequired : null) },
  );

  const submit = async () => {
    if (!fields.check()) return;
    const payload = { id, password: fields.values.password };
    if (action === 'unbind') await unbind(payload);
    else await setRefund(payload);
    showToast(action === 'unbind' ? t.unbound : t.refundSet, 2000, 'success');
    navigate(paths.bankList.to(), { replace: true });
    return MOVED_ON;
  };

  return { fields, submit };
}
