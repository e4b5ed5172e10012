/**
 * A read by waybill id (its detail, trail, contract, the changes and freight changes made to it, an
 * entrustment's waybill …) that failed, said for what it is (ReadProblem): 运单不存在, 不是您的运单,
 * the network with 重试, or the server's failure under the screen's own title (轨迹加载失败 …) —
 * each with 返回运单列表. Every feature that reads one waybill says its problem through this one copy.
 */
import type { ReactNode } from 'react';
import { paths } from '@/lib/routing/paths';
import { loadStateMessages as m } from './messages';
import { ReadProblem, readProblemProps } from './read-problem';
import { readProblemKind } from './read-problem-kind';

export interface WaybillProblemProps {
  /** The failed read; none for a link without a waybill id (said as one the server does not know). */
  read?: { error: Error | null; isFetching: boolean; refetch: () => unknown };
  /** The screen's words for the server's failure; the kit's (运单加载失败) otherwise. */
  failedTitle?: string;
  /** A link without a waybill id names no waybill: said as one the server does not know. */
  noId?: boolean;
  /** Shown under the problem when it is the network's (e.g. what waits in the offline queue). */
  whileOffline?: ReactNode;
}

export function WaybillProblem({
  read,
  failedTitle,
  noId = false,
  whileOffline,
}: WaybillProblemProps) {
  const kind = noId || !read ? 'notFound' : readProblemKind(read.error);
  return (
    <>
      <ReadProblem
        subject={m.waybill}
        back={{ label: m.backToWaybills, to: paths.waybill.to() }}
        kind={kind}
        {...(failedTitle ? { words: { failed: { title: failedTitle } } } : {})}
        {...(read ? readProblemProps(read) : { error: null })}
      />
      {kind === 'network' ? whileOffline : null}
    </>
  );
}
