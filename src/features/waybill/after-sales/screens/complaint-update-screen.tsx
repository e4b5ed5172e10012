/** /waybill/complaint/update?id=: change a complaint the platform has not looked at yet (待处理). */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Card, FactList } from '@/components/card';
import { showToast } from '@/components/feedback';
import { ButtonLink } from '@/components/form';
import { LoadEmpty } from '@/components/load-state';
import { waybillAfterSales, type Complaint } from '@/lib/contract/waybill/after-sales';
import { paths } from '@/lib/routing/paths';
import { useAfterSalesWrite } from '../api/after-sales';
import { complaintRefFacts } from '../components/complaint-facts';
import { ComplaintForm } from '../components/complaint-form';
import { ComplaintGate } from '../components/complaint-gate';
import { afterSalesMessages as t } from '../messages';

function Update({ complaint }: { complaint: Complaint }) {
  const navigate = useNavigate();
  const update = useAfterSalesWrite(waybillAfterSales.updateComplaint);
  if (complaint.state !== 'pending') {
    return (
      <LoadEmpty title={t.complaintLocked(complaint.state)}>
        <ButtonLink to={paths.complaintInfo.to({ id: complaint.id })} replace>
          {t.viewComplaint}
        </ButtonLink>
      </LoadEmpty>
    );
  }
  return (
    <ComplaintForm
      waybillId={complaint.waybillId}
      initial={complaint}
      header={
        <Card>
          <FactList facts={complaintRefFacts(complaint)} />
        </Card>
      }
      send={async (input) => {
        await update({ ...input, id: complaint.id });
        showToast(t.complaintUpdated, 2000, 'success');
        navigate(paths.complaintInfo.to({ id: complaint.id }), { replace: true });
      }}
    />
  );
}

export function ComplaintUpdateScreen() {
  const [params] = useSearchParams();
  return (
    <ComplaintGate id={params.get('id') ?? ''}>
      {(complaint) => <Update complaint={complaint} />}
    </ComplaintGate>
  );
}

export default ComplaintUpdateScreen;
