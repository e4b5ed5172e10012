/** /i/wallet/entrust-success?id=: the application is in; to its details or the list. */
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/form';
import { ResultPage } from '@/components/result-page';
import { paths } from '@/lib/routing/paths';
import { entrustMessages as t } from '../messages';

export function EntrustSuccessScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <ResultPage
      as="div"
      title={t.successTitle}
      description={t.successText}
      actions={
        <>
          {id ? (
            <ButtonLink to={paths.entrustDetails.to({ id })} replace>
              {t.viewDetails}
            </ButtonLink>
          ) : null}
          <ButtonLink variant={id ? 'secondary' : 'primary'} to={paths.entrustList.to()} replace>
            {t.backToList}
          </ButtonLink>
        </>
      }
    />
  );
}

export default EntrustSuccessScreen;
