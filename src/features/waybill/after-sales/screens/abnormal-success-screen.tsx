/** /waybill/abnormal/success?id=: the report is in; the platform will call. */
import { useSearchParams } from 'react-router-dom';
import { BackLinks } from '../components/back-links';
import { SuccessView } from '../components/success-view';
import { afterSalesMessages as t } from '../messages';

export function AbnormalSuccessScreen() {
  const [params] = useSearchParams();
  return (
    <SuccessView title={t.abnormalSent} text={t.abnormalSentText}>
      <BackLinks waybillId={params.get('id') ?? ''} />
    </SuccessView>
  );
}

export default AbnormalSuccessScreen;
