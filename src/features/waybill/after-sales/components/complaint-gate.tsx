import type { ReactNode } from 'react';
import { Loading, ReadProblem, readProblemProps } from '@/components/load-state';
import type { Complaint } from '@/lib/contract/waybill/after-sales';
import { paths } from '@/lib/routing/paths';
import { useComplaint } from '../api/after-sales';
import { afterSalesMessages as t } from '../messages';

/** The complaint a screen is about: loading, its problem (投诉不存在, 不是您的投诉 …), or the screen. */
export function ComplaintGate({
  id,
  children,
}: {
  id: string;
  children: (complaint: Complaint) => ReactNode;
}) {
  const read = useComplaint(id);
  if (read.data) return <>{children(read.data)}</>;
  if (id === '' || read.error) {
    const back = { label: t.backToList, to: paths.complaintList.to() };
    return (
      <ReadProblem
        subject={t.complaintSubject}
        back={back}
        words={{ notFound: { title: t.complaintMissing } }}
        {...(id === '' ? { kind: 'notFound' as const } : {})}
        {...readProblemProps(read)}
      />
    );
  }
  return <Loading label={t.loading} lines={6} />;
}
