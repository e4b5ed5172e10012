/**
 * /supply/goodsagreement's documents: the 货物运输协议 for this source, vehicle and quantity, and —
 * when the shipper needs a delegation the driver has not signed yet — the entrust agreement and the
 * e-sign delegation authority.
 */
import { useQuery } from '@tanstack/react-query';
import type { FailedRead } from '@/components/load-state';
import type { GoodsSourceDetail, GrabRequest, HtmlDocument } from '@/lib/contract/supply/market';
import { contentQueryOptions, delegationQueryOptions, entrustQueryOptions } from '../api/grab';
import { failedReadOf } from './failed-reads';

export function needsDelegation(source: GoodsSourceDetail): boolean {
  return source.needDelegation && !source.delegationSigned;
}

export interface GrabDocuments {
  /** Null until every document has arrived. */
  documents: HtmlDocument[] | null;
  failedRead: FailedRead | null;
}

export function useGrabDocuments(source: GoodsSourceDetail, request: GrabRequest): GrabDocuments {
  const delegation = needsDelegation(source);
  const content = useQuery(contentQueryOptions(request));
  const entrust = useQuery({ ...entrustQueryOptions(source.id), enabled: delegation });
  const authority = useQuery({ ...delegationQueryOptions(source.id), enabled: delegation });
  const reads = delegation ? [content, entrust, authority] : [content];
  const broken = reads.filter((r) => r.isError);
  const failedRead = failedReadOf(broken);
  const documents = reads.every((r) => r.data) ? reads.map((r) => r.data!) : null;
  return { documents, failedRead };
}
