/**
 * A waybill's read (its detail, trail, contract …) that failed, said for what it is (ReadProblem):
 * 运单不存在, 不是您的运单, the network with 重试, or the server's failure under the screen's own
 * title (轨迹加载失败 …) — each with 返回运单列表.
 */
import { ReadProblem, readProblemProps } from '@/components/load-state';
import { paths } from '@/lib/routing/paths';
import { detailMessages as t } from '../messages';

export function WaybillProblem({
  read,
  failedTitle,
}: {
  read: { error: Error | null; isFetching: boolean; refetch: () => unknown };
  /** The screen's words for the server's failure; the kit's (运单加载失败) otherwise. */
  failedTitle?: string;
}) {
  return (
    <ReadProblem
      subject={t.subject}
      back={{ label: t.backToList, to: paths.waybill.to() }}
      {...(failedTitle ? { words: { failed: { title: failedTitle } } } : {})}
      {...readProblemProps(read)}
    />
  );
}
