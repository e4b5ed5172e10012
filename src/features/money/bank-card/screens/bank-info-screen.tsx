/**
 * /i/bank/info?back=: the one screen that shows the whole number — bank, holder and number to
 * confirm before the agreement. Without a draft (opened directly) it leads back to the form.
 */
import { useSearchParams } from 'react-router-dom';
import { Card, FactList, Page } from '@/components/card';
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
    <Page as="div">
      <Card title={t.infoTitle}>
        <FactList
          facts={[
            { label: t.bank, value: draft.bankName },
            { label: t.holder, value: user?.realName ?? user?.name ?? '' },
            {
              label: t.cardNo,
              // The one place the whole number shows: large, each group of 4 kept together.
              value: <span className={styles.wholeNo}>{groupCardNo(draft.cardNo)}</span>,
              number: true,
            },
          ]}
        />
      </Card>
      <p className={styles.note}>{t.infoNote}</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.bankContract.to(query)}>{t.confirmInfo}</ButtonLink>
        <ButtonLink variant="secondary" to={paths.bankAdd.to(query)} replace>
          {t.editInfo}
        </ButtonLink>
      </div>
    </Page>
  );
}

export default BankInfoScreen;
