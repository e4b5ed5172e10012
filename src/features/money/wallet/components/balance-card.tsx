import { MoneyText } from '@/components/money-text';
import { walletMessages as t } from '../messages';
import { useWalletBalance } from '../api/wallet';
import styles from './wallet.module.css';

/** 可提现余额 and what withdrawals under review hold, as the server says (never computed here). */
export function BalanceCard() {
  const read = useWalletBalance();
  return (
    <section className={styles.balance} aria-labelledby="wallet-balance">
      <h2 id="wallet-balance" className={styles.balanceLabel}>
        {t.available}
      </h2>
      {read.data ? (
        <>
          <p className={styles.balanceValue}>
            <MoneyText value={read.data.availableBalance} currency size="xlarge" />
          </p>
          <span className={styles.frozen}>
            {t.frozen} <MoneyText value={read.data.frozenBalance} currency size="small" />
          </span>
        </>
      ) : read.error ? (
        <>
          <p className={styles.frozen}>{t.balanceFailed}</p>
          <button type="button" className={styles.retry} onClick={() => void read.refetch()}>
            {t.retry}
          </button>
        </>
      ) : (
        <p className={styles.balanceValue}>
          <span className="sr-only">{t.loading}</span>
          <span aria-hidden="true">—</span>
        </p>
      )}
    </section>
  );
}
