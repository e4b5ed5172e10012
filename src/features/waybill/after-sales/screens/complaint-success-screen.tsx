/** /waybill/complaint/success?id=: the complaint is in; see it or go to the list. */
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/form';
import { paths } from '@/lib/routing/paths';
import { SuccessView } from '../components/success-view';
import { afterSalesMessages as t } from '../messages';

export function ComplaintSuccessScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <SuccessView title={t.complaintSent} text={t.complaintSentText}>
      {id ? (
        <ButtonLink to={paths.complaintInfo.to({ id })} replace>
          {t.viewComplaint}
        </ButtonLink>
      ) : null}
      <ButtonLink variant={id ? 'secondary' : 'primary'} to={paths.complaintList.to()} replace>
        {t.backToList}
      </ButtonLink>
    </SuccessView>
  );
}

export default ComplaintSuccessScreen;
