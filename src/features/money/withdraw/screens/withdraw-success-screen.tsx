/**
 * /i/wallet/withdraw-deposit-apply-success?id=: 提现申请已提交 with the amount, the card and the
 * expected time, and the balance read again from the server; the way to the records or the wallet.
 */
import { useSearchParams } from 'react-router-dom';
import { cardStyles } from '@/components/card';
import { ButtonLink } from '@/components/form';
import { Loading } from '@/components/load-state';
import { MoneyText } from '@/components/money-text';
import { paths } from '@/lib/routing/paths';
import { useApplication, useBalance } from '../api/withdraw';
import { ApplicationProblem } from '../components/application-problem';
import styles from '../components/withdraw.module.css';
import { withdrawMessages as t } from '../messages';

export function WithdrawSuccessScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const read = useApplication(id);
  const balance = useBalance();
  if (id === '' || read.error) return <ApplicationProblem id={id} read={read} />;
  if (!read.data) return <Loading label={t.loading} lines={5} className={cardStyles.page} />;
  const a = read.data;
  return (
    <div className={cardStyles.page}>
      <section className={`${cardStyles.card} ${styles.success}`} aria-label={t.successTitle}>
        <h2 className={styles.successTitle}>{t.successTitle}</h2>
        <MoneyText value={a.amount} currency size="xlarge" />
        <p className={styles.hint}>{`${a.bankName}（${t.cardTail(a.cardTail)}）`}</p>
        <p className={styles.hint}>{t.successExpected}</p>
      </section>
      <dl className={`${cardStyles.card} ${cardStyles.facts}`}>
        <dt>{t.applicationNo}</dt>
        <dd>{a.applicationNo}</dd>
        <dt>{t.applyTime}</dt>
        <dd>{a.applyTime}</dd>
        <dt>{t.balanceNow}</dt>
        <dd>{balance.data ? <MoneyText value={balance.data.availableBalance} currency /> : '—'}</dd>
      </dl>
      <div className={styles.actions}>
        <ButtonLink to={paths.withdrawList.to({})}>{t.viewRecords}</ButtonLink>
        <ButtonLink variant="secondary" to={paths.walletBalance.to({})}>
          {t.backToWallet}
        </ButtonLink>
      </div>
    </div>
  );
}

export default WithdrawSuccessScreen;
