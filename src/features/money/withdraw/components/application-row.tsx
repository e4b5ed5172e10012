import { Link } from 'react-router-dom';
import { cardStyles } from '@/components/card';
import type { WithdrawApplication } from '@/lib/contract/money/withdraw';
import { fenToYuan } from '@/lib/domain/money';
import { paths } from '@/lib/routing/paths';
import { withdrawMessages as t } from '../messages';
import { StateTag } from './state-tag';

export const APPLICATION_ROW_HEIGHT = 100;

/** One withdrawal: amount and state, card, time. */
export function ApplicationRow({ item }: { item: WithdrawApplication }) {
  return (
    <Link className={cardStyles.row} to={paths.withdrawDetails.to({ id: item.id })}>
      <span className={cardStyles.rowHead}>
        <span>{`¥${fenToYuan(item.amount)}`}</span>
        <StateTag state={item.state} />
      </span>
      <span className={cardStyles.rowContent}>
        {`${item.bankName}（${t.cardTail(item.cardTail)}）`}
      </span>
      <span className={cardStyles.rowContent}>{`${t.applyTime} ${item.applyTime}`}</span>
    </Link>
  );
}
