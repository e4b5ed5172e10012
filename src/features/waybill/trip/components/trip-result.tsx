import type { ReactNode } from 'react';
import type { FactEntry } from '@/components/card';
import { ButtonLink } from '@/components/form';
import { ResultPage, type ResultStatus } from '@/components/result-page';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { paths } from '@/lib/routing/paths';
import { waybillDetailPath } from '../../shared/waybill-path';
import { tripMessages as t } from '../messages';

interface TripResultProps {
  detail: WaybillDetail;
  title: string;
  note: string;
  /** Default success; a step kept on the phone is a wait. */
  status?: ResultStatus;
  /** What the platform now has: the waybill number, the time, the quantity. */
  facts?: readonly FactEntry[];
  children?: ReactNode;
}

/** A step done: what happened, what comes next, and the two ways on (the waybill, the list). */
export function TripResult({ detail, title, note, status, facts, children }: TripResultProps) {
  return (
    <ResultPage
      as="div"
      status={status}
      title={title}
      description={note}
      facts={facts}
      actions={
        <>
          <ButtonLink to={waybillDetailPath(detail)} replace>
            {t.viewWaybill}
          </ButtonLink>
          <ButtonLink variant="secondary" to={paths.waybill.to()} replace>
            {t.backToList}
          </ButtonLink>
        </>
      }
    >
      {children}
    </ResultPage>
  );
}
