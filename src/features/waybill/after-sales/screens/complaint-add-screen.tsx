/** /waybill/complaint/add?waybillId=: complain about a waybill (§2.4). */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { paths } from '@/lib/routing/paths';
import { useSession } from '@/stores/session';
import { useAfterSalesWrite } from '../api/after-sales';
import { ComplaintForm } from '../components/complaint-form';
import { WaybillGate, WaybillSummaryCard } from '../components/waybill-gate';

export function ComplaintAddScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const phone = useSession((s) => s.loginInfo?.phone ?? '');
  const add = useAfterSalesWrite(waybillAfterSales.addComplaint);
  return (
    <WaybillGate id={params.get('waybillId') ?? ''}>
      {(detail) => (
        <ComplaintForm
          waybillId={detail.id}
          initial={{ type: '', content: '', phone, photos: [] }}
          header={<WaybillSummaryCard detail={detail} />}
          send={async (input) => {
            const complaint = await add(input);
            navigate(paths.complaintSuccess.to({ id: complaint.id }), { replace: true });
          }}
        />
      )}
    </WaybillGate>
  );
}

export default ComplaintAddScreen;
