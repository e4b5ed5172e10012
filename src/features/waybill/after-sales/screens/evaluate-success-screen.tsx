/** /waybill/evaluate/success?id=: the evaluation is in; the way on is the waybill or the list. */
import { useSearchParams } from 'react-router-dom';
import { WaybillResult } from '../components/waybill-result';
import { afterSalesMessages as t } from '../messages';

export function EvaluateSuccessScreen() {
  const [params] = useSearchParams();
  return (
    <WaybillResult
      waybillId={params.get('id') ?? ''}
      title={t.evaluateSent}
      description={t.evaluateSentText}
    />
  );
}

export default EvaluateSuccessScreen;
