/**
 * /i/bank/detail?id=: one bound card (number masked), its holder, reserved mobile and bind time;
 * 设为提现卡 and 解除绑定 both go through the login password (/i/bank/checkPassword).
 */
import { useSearchParams } from 'react-router-dom';
import { cardStyles } from '@/components/card';
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
  if (!read.data) return <Loading label={t.loading} lines={6} className={cardStyles.page} />;
  const card = read.data;
  return (
    <div className={cardStyles.page}>
      <CardFace card={card} />
      <section className={cardStyles.card} aria-label={t.detailLabel}>
        <dl className={cardStyles.facts}>
          <dt>{t.bank}</dt>
          <dd>{card.bankName}</dd>
          <dt>{t.cardNo}</dt>
          <dd>{card.cardNoMasked}</dd>
          <dt>{t.holder}</dt>
          <dd>{card.holderName}</dd>
          <dt>{t.reservedMobile}</dt>
          <dd>{card.reservedMobileMasked}</dd>
          <dt>{t.bindTime}</dt>
          <dd>{card.bindTime}</dd>
        </dl>
        {card.isRefund ? <p className={styles.note}>{t.isRefundNote}</p> : null}
      </section>
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
    </div>
  );
}

export default BankDetailScreen;
