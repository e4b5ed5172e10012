import { Link } from 'react-router-dom';
import { paths } from '@/lib/routing/paths';
import { walletMessages as t } from '../messages';
import styles from './wallet.module.css';

const ACTIONS = [
  { label: t.withdraw, to: paths.withdrawChoose.to() },
  { label: t.withdrawList, to: paths.withdrawList.to({}) },
  { label: t.withdrawIncome, to: paths.withdrawIncomeList.to() },
  { label: t.entrust, to: paths.entrustList.to() },
  { label: t.infoFee, to: paths.walletInfoFeeRecord.to() },
  { label: t.guide, to: paths.walletCustomWeb.to() },
  { label: t.collectionAccounts, to: paths.collectionAccountList.to() },
] as const;

/** 提现 · 提现记录 · 提现明细 · 委托收款 · 信息费记录 · 劳务开票指引 · 收款账户. */
export function WalletActions() {
  return (
    <nav aria-label={t.actions}>
      <ul className={styles.actions}>
        {ACTIONS.map((a) => (
          <li key={a.label}>
            <Link className={styles.action} to={a.to}>
              {a.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
