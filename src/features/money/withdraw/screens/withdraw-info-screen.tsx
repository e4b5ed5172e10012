/**
 * /i/wallet/balance-withdraw-deposit-info?waybillIds=: the withdrawal card (changeable among the
 * bound cards) and the amount, min(the chosen waybills' total, what may be withdrawn now) at first.
 * The amount is checked here with its message (the text stays); 下一步 goes to the SMS code.
 */
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/form';
import { failedReadProps, LoadEmpty, LoadFailed, Loading } from '@/components/load-state';
import { paths } from '@/lib/routing/paths';
import { useBoundCards, useChosenIncomes, useRefundBank, useWithdrawLimit } from '../api/withdraw';
import { AmountForm } from '../components/amount-form';
import { withdrawMessages as t } from '../messages';

function Info({ waybillIds }: { waybillIds: string[] }) {
  const limit = useWithdrawLimit();
  const incomes = useChosenIncomes(waybillIds);
  const refund = useRefundBank();
  const cards = useBoundCards();
  const failed = [limit, incomes, refund, cards].find((r) => r.error);
  if (failed) return <LoadFailed title={t.loadFailed} {...failedReadProps(failed)} />;
  if (!limit.data || !incomes.data || !refund.data || !cards.data) {
    return <Loading label={t.loading} lines={6} />;
  }
  const chosen = incomes.data;
  if (chosen.length === 0 || !refund.data.card) {
    return (
      <LoadEmpty title={refund.data.card ? t.noSelection : t.noCardTitle}>
        <ButtonLink to={paths.withdrawChoose.to()} replace>
          {t.backToChoose}
        </ButtonLink>
      </LoadEmpty>
    );
  }
  return (
    <AmountForm
      waybillIds={chosen.map((i) => i.waybillId)}
      limit={limit.data}
      selectedTotal={chosen.reduce((sum, i) => sum + i.remaining, 0)}
      cards={cards.data.rows}
      refundCardId={refund.data.card.id}
    />
  );
}

export function WithdrawInfoScreen() {
  const [params] = useSearchParams();
  const ids = (params.get('waybillIds') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return <Info key={ids.join(',')} waybillIds={ids} />;
}

export default WithdrawInfoScreen;
