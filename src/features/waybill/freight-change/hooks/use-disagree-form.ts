/**
 * 不同意: a reason (required, at most 100 characters, the server's rules and words said before
 * sending), one request with the visit's idempotency key, then back to the change's details, which
 * show 已拒绝 and the reason. A refusal is the client's alert; what was typed stays.
 */
import { useNavigate } from 'react-router-dom';
import { showToast } from '@/components/feedback';
import { MOVED_ON, useFormFields } from '@/components/form';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { useFreightChangeWrite } from '../api/freight-change';
import { freightDetailsPath } from '../components/freight-paths';
import { freightMessages as t } from '../messages';

export const REASON_MAX = 100;

function reasonRule(value: string): string | null {
  if (value.trim() === '') return t.disagreeRequired;
  return [...value.trim()].length > REASON_MAX ? t.disagreeTooLong : null;
}

export function useDisagreeForm(id: string) {
  const navigate = useNavigate();
  const send = useFreightChangeWrite(waybillAfterSales.disagreeFreightChange);
  const fields = useFormFields({ reason: '' }, { reason: reasonRule });

  const submit = async () => {
    if (!fields.check()) return;
    const result = await send({ id, reason: fields.values.reason.trim() });
    showToast(t.disagreed, 2000, 'success');
    navigate(freightDetailsPath(result), { replace: true });
    return MOVED_ON;
  };

  return { fields, submit };
}
