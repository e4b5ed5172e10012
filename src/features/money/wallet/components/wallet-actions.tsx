import {
  BankcardOutline,
  BillOutline,
  CollectMoneyOutline,
  FileOutline,
  HandPayCircleOutline,
  ReceiptOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { IconGrid, type IconGridEntry } from '@/components/icon-grid';
import { paths } from '@/lib/routing/paths';
import { walletMessages as t } from '../messages';

const ACTIONS: readonly IconGridEntry[] = [
  {
    key: 'withdraw',
    label: t.withdraw,
    icon: <HandPayCircleOutline />,
    to: paths.withdrawChoose.to(),
  },
  {
    key: 'withdraw-list',
    label: t.withdrawList,
    icon: <UnorderedListOutline />,
    to: paths.withdrawList.to({}),
  },
  {
    key: 'withdraw-income',
    label: t.withdrawIncome,
    icon: <BillOutline />,
    to: paths.withdrawIncomeList.to(),
  },
  { key: 'entrust', label: t.entrust, icon: <CollectMoneyOutline />, to: paths.entrustList.to() },
  {
    key: 'info-fee',
    label: t.infoFee,
    icon: <ReceiptOutline />,
    to: paths.walletInfoFeeRecord.to(),
  },
  { key: 'guide', label: t.guide, icon: <FileOutline />, to: paths.walletCustomWeb.to() },
  {
    key: 'accounts',
    label: t.collectionAccounts,
    icon: <BankcardOutline />,
    to: paths.collectionAccountList.to(),
  },
];

/** 提现 · 提现记录 · 提现明细 · 委托收款 · 信息费记录 · 劳务开票指引 · 收款账户, each with its icon as on Me. */
export function WalletActions() {
  return <IconGrid as="nav" aria-label={t.actions} entries={ACTIONS} />;
}
