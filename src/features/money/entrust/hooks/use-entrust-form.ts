/**
 * 委托收款: the payee's account (his captain's default first), a remark of at most 100 characters
 * and the SMS code. The code button saves the draft (saveBillDelegateIncome, the server's rules
 * checked before any code goes out) and texts the code (template `entrust`) to the driver; 提交委托
 * applies the draft with the code as one money action, then the success screen. Refusals are the
 * client's alert in the server's words; what was typed stays.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MOVED_ON, useFormFields } from '@/components/form';
import { validateSmsCode } from '@/lib/domain/sms-code';
import { paths } from '@/lib/routing/paths';
import { useSession } from '@/stores/session';
import { sendEntrustCode, useApply, useSaveDraft } from '../api/entrust';
import { entrustMessages as t } from '../messages';
import { moneyResult } from '@/hooks/money-result';

const REMARK_MAX = 100;

interface Saved {
  id: string;
  /** What the draft holds: a change after the code was sent is saved again before applying. */
  of: string;
}

export function useEntrustForm(
  waybillId: string,
  defaultAccount: { id: string; ownerId: string } | null,
) {
  const navigate = useNavigate();
  const mobile = useSession((s) => s.loginInfo?.phone ?? '');
  const save = useSaveDraft();
  const apply = useApply();
  const [saved, setSaved] = useState<Saved | null>(null);
  const fields = useFormFields(
    {
      accountId: defaultAccount?.id ?? '',
      payeeId: defaultAccount?.ownerId ?? '',
      remark: '',
      code: '',
    },
    {
      accountId: (v) => (v === '' ? t.payeeRequired : null),
      remark: (v) => (Array.from(v.trim()).length > REMARK_MAX ? t.remarkTooLong : null),
      code: validateSmsCode,
    },
  );
  const draftKey = () => `${fields.values.accountId}|${fields.values.remark.trim()}`;

  const saveDraft = async (): Promise<string> => {
    const draft = await save({
      waybillId,
      payeeId: fields.values.payeeId,
      accountId: fields.values.accountId,
      remark: fields.values.remark.trim(),
    });
    setSaved({ id: draft.id, of: draftKey() });
    return draft.id;
  };

  const sendCode = async (): Promise<boolean> => {
    if (!fields.check('accountId', 'remark')) return false;
    await saveDraft();
    await sendEntrustCode(mobile);
    return true;
  };

  const submit = async () => {
    if (!fields.check()) return;
    const id = saved && saved.of === draftKey() ? saved.id : await saveDraft();
    const applied = await moneyResult(() => apply({ id, code: fields.values.code.trim() }));
    if (!applied) return;
    navigate(paths.entrustSuccess.to({ id: applied.id }), { replace: true });
    return MOVED_ON;
  };

  const choose = (accountId: string, payeeId: string) => {
    fields.set('accountId', accountId);
    fields.set('payeeId', payeeId);
    fields.touch('accountId');
  };

  return { fields, sendCode, submit, choose, mobile };
}
