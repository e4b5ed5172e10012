/** /waybill/abnormal/success?id=: the report is in; the platform will call. */
import { useSearchParams } from 'react-router-dom';
import { WaybillResult } from '../components/waybill-result';
import { afterSalesMessages as t } from '../messages';

export function AbnormalSuccessScreen() {
  const [params] = useSearchParams();
  return (
    <WaybillResult
      waybillId={params.get('id') ?? ''}
      title={t.abnormalSent}
      description={t.abnormalSentText}
    />
  );
}

export default AbnormalSuccessScreen;
