/** /waybill/changeCard?id=: change the waybill's captain (SMS-signed) and the freight's payee. */
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/card';
import { ButtonLink } from '@/components/form';
import { LoadEmpty, Loading, WaybillProblem } from '@/components/load-state';
import { useWaybillDetail } from '@/hooks/use-waybill-detail';
import { ApiError } from '@/lib/http/errors';
import { useCaptainBillId } from '../api/waybill-changes';
import { CaptainChangeCard } from '../components/captain-change-card';
import { PayeeAccountCard } from '../components/payee-account-card';
import { changesMessages as t } from '../messages';
import { waybillDetailPath } from '../../shared/waybill-path';

/** The server's 400 refusal (a rule, not a failure): retrying would get the same answer. */
const isRefusal = (err: Error | null): err is ApiError =>
  err instanceof ApiError && err.kind === 'business' && err.state === 400;

function ChangeCard({ waybillId }: { waybillId: string }) {
  const bill = useCaptainBillId(waybillId);
  const detail = useWaybillDetail(waybillId).data;
  if (isRefusal(bill.error)) {
    // Unloaded, cancelled or not his: the server's words, and the way back (no retry helps).
    return (
      <LoadEmpty title={bill.error.message}>
        <ButtonLink to={waybillDetailPath({ id: waybillId, kind: detail?.kind })} replace>
          {t.backToWaybill}
        </ButtonLink>
      </LoadEmpty>
    );
  }
  if (bill.error) return <WaybillProblem read={bill} failedTitle={t.captainFailed} />;
  if (!bill.data) return <Loading label={t.loading} lines={8} />;
  return (
    <Page as="div">
      <CaptainChangeCard billId={bill.data.billId} />
      <PayeeAccountCard waybillId={waybillId} />
    </Page>
  );
}

export function ChangeCardScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (id === '') return <WaybillProblem />;
  return <ChangeCard waybillId={id} />;
}

export default ChangeCardScreen;
