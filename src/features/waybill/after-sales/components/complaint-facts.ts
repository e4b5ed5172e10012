import type { FactEntry } from '@/components/card';
import type { Complaint } from '@/lib/contract/waybill/after-sales';
import { maskMobile } from '@/lib/domain/mobile';
import { afterSalesMessages as t, complaintStateLabel } from '../messages';

/** What was complained about, as filed: number, state, waybill, type, phone, time. */
export function complaintFacts(complaint: Complaint): FactEntry[] {
  return [
    { label: t.complaintNo, value: complaint.complaintNo, number: true },
    { label: t.complaintStatus, value: complaintStateLabel[complaint.state] },
    { label: t.waybillNo, value: complaint.waybillNo, number: true },
    { label: t.complaintType, value: complaint.typeName },
    { label: t.complaintPhone, value: maskMobile(complaint.phone), number: true },
    { label: t.complaintTime, value: complaint.createTime },
  ];
}

/** The complaint an update is about: its number and its waybill's. */
export function complaintRefFacts(complaint: Complaint): FactEntry[] {
  return [
    { label: t.complaintNo, value: complaint.complaintNo, number: true },
    { label: t.waybillNo, value: complaint.waybillNo, number: true },
  ];
}
