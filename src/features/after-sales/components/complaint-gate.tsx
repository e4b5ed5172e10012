import type { ReactNode } from 'react';
import { failedReadProps, LoadEmpty, LoadFailed, Loading } from '@/components/load-state';
import type { Complaint } from '@/lib/contract/waybill-after-sales';
import { useComplaint } from '../api/after-sales';
import { afterSalesMessages as t } from '../messages';
import { cardStyles } from '@/components/card';

/** The complaint a screen is about: loading, failed (投诉不存在 …), or the screen itself. */
export function ComplaintGate({
  id,
  children,
}: {
  id: string;
  children: (complaint: Complaint) => ReactNode;
}) {
  const read = useComplaint(id);
  if (id === '') return <LoadEmpty title={t.complaintMissing} />;
  if (read.data) return <>{children(read.data)}</>;
  if (read.error) return <LoadFailed title={t.complaintFailed} {...failedReadProps(read)} />;
  return <Loading label={t.loading} lines={6} className={cardStyles.page} />;
}
