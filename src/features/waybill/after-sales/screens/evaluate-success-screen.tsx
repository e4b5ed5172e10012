/** /waybill/evaluate/success?id=: the evaluation is in; the way on is the waybill list. */
import { useSearchParams } from 'react-router-dom';
import { BackLinks } from '../components/back-links';
import { SuccessView } from '../components/success-view';
import { afterSalesMessages as t } from '../messages';

export function EvaluateSuccessScreen() {
  const [params] = useSearchParams();
  return (
    <SuccessView title={t.evaluateSent} text={t.evaluateSentText}>
      <BackLinks waybillId={params.get('id') ?? ''} />
    </SuccessView>
  );
}

export default EvaluateSuccessScreen;
