import { ListRow } from '@/components/card';
import type { WithdrawApplication } from '@/lib/contract/money/withdraw';
import { fenToYuan } from '@/lib/domain/money';
import { paths } from '@/lib/routing/paths';
import { withdrawMessages as t } from '../messages';
import { StateTag } from './state-tag';

export const APPLICATION_ROW_HEIGHT = 100;

/** One withdrawal: amount and state, card, time. */
export function ApplicationRow({ item }: { item: WithdrawApplication }) {
  return (
    <ListRow
      to={paths.withdrawDetails.to({ id: item.id })}
      title={<span data-number>{`¥${fenToYuan(item.amount)}`}</span>}
      extra={<StateTag state={item.state} />}
      lines={[
        `${item.bankName}（${t.cardTail(item.cardTail)}）`,
        `${t.applyTime} ${item.applyTime}`,
      ]}
    />
  );
}
