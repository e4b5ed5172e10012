/**
 * 提现 needs a withdrawal card: on entry a driver without a real-name record (999) gets the §4
 * prompt, and a driver without a bound card a dialog leading to adding one (back here after, where
 * the card just bound is there at once).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { showConfirm } from '@/components/feedback';
import { useCertificationGate } from '@/hooks/use-certification-gate';
import { paths } from '@/lib/routing/paths';
import { useRefundBank } from '../api/withdraw';
import { withdrawMessages as t } from '../messages';

export function useWithdrawGate() {
  const navigate = useNavigate();
  const bank = useRefundBank();
  const gate = useCertificationGate();
  const asked = useRef(false);
  // "No card" is never concluded from an answer being read again: back from binding one, the
  // cached answer is the stale "none" (the binding made it stale) until the new one arrives.
  const bound = bank.data?.bound === false && bank.isFetching ? null : (bank.data?.bound ?? null);

  const addCard = useCallback(
    () =>
      gate.guard(async () => {
        const yes = await showConfirm({
          content: t.noCardPrompt,
          confirmText: t.addCard,
          cancelText: t.cancel,
          ...{ 'aria-label': t.noCardTitle },
        });
        if (yes) navigate(paths.bankAdd.to({ back: paths.withdrawChoose.to() }));
      }),
    [gate, navigate],
  );

  useEffect(() => {
    if (bound !== false || asked.current) return;
    asked.current = true;
    void addCard();
  }, [bound, addCard]);

  return { bank, bound, addCard };
}
