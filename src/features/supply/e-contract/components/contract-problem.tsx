/**
 * A contract that cannot be read, said for what it is (ReadProblem): 合同不存在 (an SMS link gone
 * stale says so), 不是您的合同, the network with 重试; each leads back to the contract list.
 */
import { ReadProblem, readProblemProps } from '@/components/load-state';
import { paths } from '@/lib/routing/paths';
import { eContractMessages as t } from '../messages';

export function ContractProblem({
  read,
}: {
  read: { error: Error | null; isFetching: boolean; refetch: () => unknown };
}) {
  return (
    <ReadProblem
      subject={t.subject}
      back={{ label: t.backToList, to: paths.contractList.to() }}
      words={{ notFound: { title: t.notFound, description: t.notFoundHint } }}
      {...readProblemProps(read)}
    />
  );
}
