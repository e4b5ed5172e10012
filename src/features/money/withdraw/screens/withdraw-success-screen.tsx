/**
 * /i/wallet/withdraw-deposit-apply-success?id=: 提现申请已提交 with the amount, the card and the
 * expected time, and the balance read again from the server; the way to the records or the wallet.
 */
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/form';
import { Loading } from '@/components/load-state';
import { MoneyText } from '@/components/money-text';
import { ResultPage } from '@/components/result-page';
import { paths } from '@/lib/routing/paths';
import { useApplication, useBalance } from '../api/withdraw';
import { ApplicationProblem } from '../components/application-problem';
import { withdrawMessages as t } from '../messages';

export function WithdrawSuccessScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const read = useApplication(id);
  const balance = useBalance();
  if (id === '' || read.error) return <ApplicationProblem id={id} read={read} />;
  if (!read.data) return <Loading label={t.loading} lines={5} />;
  const a = read.data;
  return (
    <ResultPage
      as="div"
      title={t.successTitle}
      figure={<MoneyText value={a.amount} currency size="xlarge" />}
      description={t.successExpected}
      facts={[
        { label: t.bank, value: `${a.bankName}（${t.cardTail(a.cardTail)}）` },
        { label: t.applicationNo, value: a.applicationNo, number: true },
        { label: t.applyTime, value: a.applyTime, number: true },
        {
          label: t.balanceNow,
          value: balance.data ? <MoneyText value={balance.data.availableBalance} currency /> : null,
          number: true,
        },
      ]}
      actions={
        <>
          <ButtonLink to={paths.withdrawList.to({})}>{t.viewRecords}</ButtonLink>
          <ButtonLink variant="secondary" to={paths.walletBalance.to({})}>
            {t.backToWallet}
          </ButtonLink>
        </>
      }
    />
  );
}

export default WithdrawSuccessScreen;
