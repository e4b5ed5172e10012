/**
 * The code screen: the code is texted to the driver's own phone (template withdraw), then 确认提现
 * applies — add for one waybill, addAll for several — through useMoneyAction, so a retry after a
 * lost answer asks the server first and never sends a second withdrawal. A refusal is the client's
 * alert in the server's words and the code stays; an outcome that cannot be learnt is a dialog.
 */
import { useNavigate } from 'react-router-dom';
import { MOVED_ON, useFormFields } from '@/components/form';
import type { WithdrawApplication } from '@/lib/contract/money/withdraw';
import { validateSmsCode } from '@/lib/domain/sms-code';
import { paths } from '@/lib/routing/paths';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { trackEvent } from '@/lib/tracking/track';
import { moneyResult } from '@/hooks/money-result';
import { sendWithdrawCode, useApplyAll, useApplyOne } from '../api/withdraw';
import { clearDraft, type WithdrawDraft } from '../draft';
import { withdrawMessages as t } from '../messages';

export function useWithdrawConfirm(draft: WithdrawDraft, mobile: string) {
  const navigate = useNavigate();
  const applyOne = useApplyOne();
  const applyAll = useApplyAll();
  const fields = useFormFields({ code: '' }, { code: validateSmsCode });

  const sendCode = async (): Promise<boolean> => {
    try {
      await sendWithdrawCode(mobile);
      return true;
    } catch {
      return false;
    }
  };

  const apply = (code: string): Promise<WithdrawApplication> => {
    const { waybillIds, amount, bankCardId } = draft;
    const [only] = waybillIds;
    return waybillIds.length === 1 && only
      ? applyOne({ waybillId: only, amount, bankCardId, code })
      : applyAll({ waybillIds, amount, bankCardId, code });
  };

  const submit = async () => {
    if (!fields.check('code')) return;
    const done = await moneyResult(() => apply(fields.values.code), t.outcomeTitle);
    // A refusal was alerted by the client in the server's words; the code stays.
    if (!done) return;
    trackEvent(TRACKING_EVENTS.withdrawAmount, {
      amount: done.amount,
      applicationId: done.id,
      waybillCount: done.waybills.length,
    });
    clearDraft();
    navigate(paths.withdrawApplySuccess.to({ id: done.id }), { replace: true });
    return MOVED_ON;
  };

  return { fields, sendCode, submit };
}
