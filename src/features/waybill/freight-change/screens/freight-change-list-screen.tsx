/**
 * /waybill/freight/freightchangelist?waybillId=: the driver's freight changes, pending first, by
 * state. With a waybill the list is that waybill's (its number is the keyword the server matches)
 * and a banner leads to its pending change.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/card';
import { Loading, WaybillProblem } from '@/components/load-state';
import { useWaybillDetail } from '@/hooks/use-waybill-detail';
import type { FreightChangeState } from '@/lib/contract/waybill/after-sales';
import { FreightList } from '../components/freight-list';
import { PendingBanner } from '../components/pending-banner';
import { StateTabs } from '../components/state-tabs';
import { freightMessages as t } from '../messages';

function Changes({ keyword }: { keyword?: string }) {
  const [state, setState] = useState<FreightChangeState | null>(null);
  return (
    <>
      <StateTabs value={state} onChange={setState} />
      <FreightList
        key={state ?? 'all'}
        filter={{ ...(keyword ? { keyword } : {}), ...(state ? { state } : {}) }}
      />
    </>
  );
}

function WaybillChanges({ waybillId }: { waybillId: string }) {
  const read = useWaybillDetail(waybillId);
  if (read.error) return <WaybillProblem read={read} failedTitle={t.waybillFailed} />;
  if (!read.data) return <Loading label={t.loading} lines={4} />;
  return (
    <>
      <PendingBanner waybillId={read.data.id} kind={read.data.kind} />
      <Changes keyword={read.data.waybillNo} />
    </>
  );
}

export function FreightChangeListScreen() {
  const [params] = useSearchParams();
  const waybillId = params.get('waybillId')?.trim() ?? '';
  return (
    <Page as="div" list>
      {waybillId ? <WaybillChanges waybillId={waybillId} /> : <Changes />}
    </Page>
  );
}

export default FreightChangeListScreen;
