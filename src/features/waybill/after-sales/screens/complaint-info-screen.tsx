/** /waybill/complaint/info?id=: one complaint with the platform's reply; 待处理 ones can be changed. */
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/form';
import { paths } from '@/lib/routing/paths';
import { ComplaintFacts, ComplaintReply } from '../components/complaint-facts';
import { ComplaintGate } from '../components/complaint-gate';
import { afterSalesMessages as t } from '../messages';
import { cardStyles } from '@/components/card';

export function ComplaintInfoScreen() {
  const [params] = useSearchParams();
  return (
    <ComplaintGate id={params.get('id') ?? ''}>
      {(complaint) => (
        <div className={cardStyles.page}>
          <ComplaintFacts complaint={complaint} />
          <ComplaintReply complaint={complaint} />
          {complaint.state === 'pending' ? (
            <ButtonLink to={paths.complaintUpdate.to({ id: complaint.id })}>
              {t.complaintEdit}
            </ButtonLink>
          ) : null}
        </div>
      )}
    </ComplaintGate>
  );
}

export default ComplaintInfoScreen;
