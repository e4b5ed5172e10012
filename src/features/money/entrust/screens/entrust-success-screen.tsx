/** /i/wallet/entrust-success?id=: the application is in; to its details or the list. */
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/form';
import { paths } from '@/lib/routing/paths';
import styles from '../components/entrust.module.css';
import { entrustMessages as t } from '../messages';
import { cardStyles } from '@/components/card';

export function EntrustSuccessScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <div className={cardStyles.page}>
      <section className={styles.success} aria-label={t.successTitle}>
        <h2>{t.successTitle}</h2>
        <p className={styles.muted}>{t.successText}</p>
      </section>
      <div className={styles.actions}>
        {id ? (
          <ButtonLink to={paths.entrustDetails.to({ id })} replace>
            {t.viewDetails}
          </ButtonLink>
        ) : null}
        <ButtonLink variant="secondary" to={paths.entrustList.to()} replace>
          {t.backToList}
        </ButtonLink>
      </div>
    </div>
  );
}

export default EntrustSuccessScreen;
