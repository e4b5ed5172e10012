/**
 * The frame of a trip screen: reads the waybill of `?id=`, shows loading and failure, refuses a
 * waybill that is not at this step, and renders the step with the detail.
 */
import type { ReactNode } from 'react';
import { LoadEmpty, Loading, WaybillProblem } from '@/components/load-state';
import type { WaybillStatus } from '@/lib/contract/waybill/waybills';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { ButtonLink } from '@/components/form';
import { useWaybillDetail } from '@/hooks/use-waybill-detail';
import { waybillDetailPath } from '../../shared/waybill-path';
import { useWaybillId } from '../../shared/use-waybill-id';
import { tripMessages as t } from '../messages';

interface TripFrameProps {
  /** The state the step belongs to; none: any state (the success screens). */
  status?: WaybillStatus;
  /** What the driver reads when the waybill is past (or before) this step. */
  wrongState?: string;
  children: (detail: WaybillDetail) => ReactNode;
}

export function TripFrame({ status, wrongState, children }: TripFrameProps) {
  const id = useWaybillId();
  const read = useWaybillDetail(id);
  // Not there, not his, the network or the server: each said as it is, with the way back.
  if (id === null || read.isError) return <WaybillProblem read={read} noId={id === null} />;
  if (read.isPending) return <Loading />;
  if (status && read.data.status !== status)
    return (
      <LoadEmpty title={wrongState ?? ''}>
        <ButtonLink to={waybillDetailPath(read.data)} replace>
          {t.viewWaybill}
        </ButtonLink>
      </LoadEmpty>
    );
  return <>{children(read.data)}</>;
}
