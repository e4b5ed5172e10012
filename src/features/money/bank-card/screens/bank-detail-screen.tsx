/**
 * /i/bank/detail?id=: one bound card (number masked), its holder, reserved mobile and bind time;
 * 设为提现卡 and 解除绑定 both go through the login password (/i/bank/checkPassword).
 */
import { useSearchParams } from 'react-router-dom';
import { Card, FactList, Page } from '@/components/card';
import { ButtonLink } from '@/components/form';
import { Loading, ReadProblem, readProblemProps } from '@/components/load-state';
import { paths } from '@/lib/routing/paths';
import { useBankCard } from '../api/bank-card';
import styles from '../components/bank.module.css';
import { CardFace } from '../components/card-face';
import { bankMessages as t } from '../messages';

export function BankDetailScreen() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const read = useBankCard(id);
  if (read.error) {
    const back = { label: t.backToList, to: paths.bankList.to() };
    return <ReadProblem subject={t.subject} back={back} {...readProblemProps(read)} />;
  }
  if (!read.data) return <Loading label={t.loading} lines={6} />;
  const card = read.data;
  return (
    <Page as="div">
      <CardFace card={card} />
      <Card aria-label={t.detailLabel}>
        <FactList
          facts={[
            { label: t.bank, value: card.bankName },
            { label: t.cardNo, value: card.cardNoMasked, number: true },
            { label: t.holder, value: card.holderName },
            { label: t.reservedMobile, value: card.reservedMobileMasked, number: true },
            { label: t.bindTime, value: card.bindTime, number: true },
          ]}
        />
        {card.isRefund ? <p className={styles.note}>{t.isRefundNote}</p> : null}
      </Card>
      <div className={styles.actions}>
        {card.isRefund ? null : (
          <ButtonLink to={paths.bankCheckPassword.to({ id: card.id, action: 'refund' })}>
            {t.setRefund}
          </ButtonLink>
        )}
        <ButtonLink
          variant="secondary"
          to={paths.bankCheckPassword.to({ id: card.id, action: 'unbind' })}
        >
          {t.unbind}
        </ButtonLink>
      </div>
    </Page>
  );
}

export default BankDetailScreen;
