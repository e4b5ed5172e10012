/**
 * A withdrawal application's read by id (its detail, the success page after applying) that failed,
 * said for what it is (ReadProblem): 未找到该提现申请 (also for a page opened without an id), 不是您的
 * 提现申请, the network with 重试, or the server's failure with 联系客服 — each with 返回提现记录.
 */
import { ReadProblem, readProblemProps } from '@/components/load-state';
import { paths } from '@/lib/routing/paths';
import { withdrawMessages as t } from '../messages';

export function ApplicationProblem({
  id,
  read,
}: {
  id: string;
  read: { error: Error | null; isFetching: boolean; refetch: () => unknown };
}) {
  return (
    <ReadProblem
      subject={t.subject}
      back={{ label: t.backToRecords, to: paths.withdrawList.to() }}
      words={{ notFound: { title: t.noApplication } }}
      {...(id === '' ? { kind: 'notFound' as const } : {})}
      {...readProblemProps(read)}
    />
  );
}
