/**
 * The info screen: the card (the withdrawal card unless another bound one is chosen) and the amount
 * (min(selected total, withdrawable) at first; 全部提现 puts it back). 下一步 checks the amount,
 * keeps the draft in the session and goes to the code screen.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { WithdrawLimit } from '@/lib/contract/money/withdraw';
import { paths } from '@/lib/routing/paths';
import { saveDraft } from '../draft';
import { checkAmount, fenAsInput } from './amount-rule';

export function useWithdrawInfo(opts: {
  waybillIds: string[];
  limit: WithdrawLimit;
  selectedTotal: number;
  refundCardId: string;
}) {
  const { waybillIds, limit, selectedTotal, refundCardId } = opts;
  const navigate = useNavigate();
  const most = Math.max(0, Math.min(selectedTotal, limit.withdrawable));
  const [amount, setAmountText] = useState(() => fenAsInput(most));
  const [cardId, setCardId] = useState(refundCardId);
  const [shown, setShown] = useState(false);
  const checked = checkAmount(amount, limit, selectedTotal);
  const error = shown && 'error' in checked ? checked.error : null;

  const withdrawAll = () => setAmountText(fenAsInput(most));

  const next = () => {
    setShown(true);
    if ('error' in checked) return;
    saveDraft({ waybillIds, amount: checked.fen, bankCardId: cardId });
    navigate(paths.withdrawCode.to());
  };

  return {
    amount,
    setAmount: setAmountText,
    withdrawAll,
    error,
    cardId,
    setCardId,
    next,
    blur: () => setShown(true),
  };
}
