/** /waybill/complaint/success?id=: the complaint is in; see it or go to the list. */
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/form';
import { ResultPage } from '@/components/result-page';
import { paths } from '@/lib/routing/paths';
import { useComplaint } from '../api/after-sales';
import { afterSalesMessages as t } from '../messages';

export function ComplaintSuccessScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // Its number and type once read: what the driver quotes to customer service.
  const complaint = useComplaint(id).data;
  return (
    <ResultPage
      as="div"
      title={t.complaintSent}
      description={t.complaintSentText}
      facts={
        complaint && [
          { label: t.complaintNo, value: complaint.complaintNo, number: true },
          { label: t.complaintType, value: complaint.typeName },
        ]
      }
      actions={
        <>
          {id ? (
            <ButtonLink to={paths.complaintInfo.to({ id })} replace>
              {t.viewComplaint}
            </ButtonLink>
          ) : null}
          <ButtonLink variant={id ? 'secondary' : 'primary'} to={paths.complaintList.to()} replace>
            {t.backToList}
          </ButtonLink>
        </>
      }
    />
  );
}

export default ComplaintSuccessScreen;
