/** /i/wallet/withdraw-deposit-details?id=: one withdrawal — every fact, its progress, its waybills. */
import { useSearchParams } from 'react-router-dom';
import { cardStyles } from '@/components/card';
import { Loading } from '@/components/load-state';
import { MoneyText } from '@/components/money-text';
import { fenToYuan } from '@/lib/domain/money';
import { useApplication } from '../api/withdraw';
import { ApplicationProblem } from '../components/application-problem';
import { ApplicationTimeline } from '../components/application-timeline';
import { StateTag } from '../components/state-tag';
import { withdrawMessages as t } from '../messages';

export function WithdrawDetailsScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const read = useApplication(id);
  if (id === '' || read.error) return <ApplicationProblem id={id} read={read} />;
  if (!read.data) return <Loading label={t.loading} lines={8} className={cardStyles.page} />;
  const a = read.data;
  return (
    <div className={cardStyles.page}>
      <section className={cardStyles.card} aria-label={t.amount}>
        <MoneyText value={a.amount} currency size="xlarge" />
        <dl className={cardStyles.facts}>
          <dt>{t.state}</dt>
          <dd>
            <StateTag state={a.state} />
          </dd>
          <dt>{t.applicationNo}</dt>
          <dd>{a.applicationNo}</dd>
          <dt>{t.bank}</dt>
          <dd>{`${a.bankName} ${a.cardNoMasked}`}</dd>
          <dt>{t.applyTime}</dt>
          <dd>{a.applyTime}</dd>
        </dl>
      </section>
      <section className={cardStyles.card} aria-label={t.timeline}>
        <h2 className={cardStyles.heading}>{t.timeline}</h2>
        <ApplicationTimeline item={a} />
      </section>
      <section className={cardStyles.card} aria-label={t.waybills}>
        <h2 className={cardStyles.heading}>{t.waybills}</h2>
        <dl className={cardStyles.facts}>
          {a.waybills.map((w) => (
            <div key={w.waybillId} style={{ display: 'contents' }}>
              <dt>{w.waybillNo}</dt>
              <dd>{`¥${fenToYuan(w.amount)}`}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

export default WithdrawDetailsScreen;
