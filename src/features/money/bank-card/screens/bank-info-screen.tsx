/**
 * /i/bank/info?back=: the one screen that shows the whole number — bank, holder and number to
 * confirm before the agreement. Without a draft (opened directly) it leads back to the form.
 */
import { useSearchParams } from 'react-router-dom';
import { cardStyles } from '@/components/card';
import { ButtonLink } from '@/components/form';
import { useUserDetail } from '@/hooks/shared-reads';
import { groupCardNo } from '@/lib/domain/bank-card';
import { paths } from '@/lib/routing/paths';
import { draftComplete, readBankDraft } from '../bank-draft';
import styles from '../components/bank.module.css';
import { NoDraft } from '../components/no-draft';
import { backQuery } from '../hooks/bank-return';
import { bankMessages as t } from '../messages';

export function BankInfoScreen() {
  const [params] = useSearchParams();
  const query = backQuery(params.get('back'));
  const { data: user } = useUserDetail();
  const draft = readBankDraft();
  if (!draftComplete(draft)) return <NoDraft query={query} />;
  return (
    <div className={cardStyles.page}>
      <section className={cardStyles.card} aria-label={t.infoTitle}>
        <h2 className={cardStyles.heading}>{t.infoTitle}</h2>
        <dl className={cardStyles.facts}>
          <dt>{t.bank}</dt>
          <dd>{draft.bankName}</dd>
          <dt>{t.holder}</dt>
          <dd>{user?.realName ?? user?.name ?? ''}</dd>
          <dt>{t.cardNo}</dt>
          <dd className={styles.wholeNo}>{groupCardNo(draft.cardNo)}</dd>
        </dl>
      </section>
      <p className={styles.note}>{t.infoNote}</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.bankContract.to(query)}>{t.confirmInfo}</ButtonLink>
        <ButtonLink variant="secondary" to={paths.bankAdd.to(query)} replace>
          {t.editInfo}
        </ButtonLink>
      </div>
    </div>
  );
}

export default BankInfoScreen;
