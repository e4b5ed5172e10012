/** The top card: what kind of source, its state, the goods and what it pays. */
import { Card } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import type { GoodsSourceDetail } from '@/lib/contract/supply/market';
import { detailMessages as t } from '../../shared/detail-messages';
import { quantitySummary, truckFreight } from './detail-format';
import styles from './detail.module.css';

function Tags({ source }: { source: GoodsSourceDetail }) {
  return (
    <div className={styles.tags}>
      <span className={styles.tag}>{t.kind[source.kind]}</span>
      {source.assignedToMe ? (
        <span className={`${styles.tag} ${styles.tagAssigned}`}>{t.assigned}</span>
      ) : null}
      {source.needFence ? (
        <span className={`${styles.tag} ${styles.tagFence}`}>{t.fence}</span>
      ) : null}
      {source.enterpriseOnly ? (
        <span className={`${styles.tag} ${styles.tagEnterprise}`}>{t.enterpriseOnly}</span>
      ) : null}
      {source.status !== 'open' ? (
        <span className={`${styles.tag} ${styles.tagClosed}`}>{t.status[source.status]}</span>
      ) : null}
    </div>
  );
}

export function DetailHeader({ source }: { source: GoodsSourceDetail }) {
  const freight = truckFreight(source);
  return (
    <Card aria-label={source.goodsName}>
      <Tags source={source} />
      <h1 className={styles.goodsTitle}>{source.goodsName}</h1>
      <p className={styles.summary}>{quantitySummary(source)}</p>
      <p className={styles.meta}>
        {source.shipperName}
        <br />
        {t.sourceNo} <span data-number>{source.sourceNo}</span>
      </p>
      <div className={styles.price}>
        <div className={styles.priceBlock}>
          <span>{source.kind === 'whole' ? t.referencePrice : t.unitPrice}</span>
          <span>
            <MoneyText value={source.unitPrice} currency />
            {t.perUnit(source.unit)}
          </span>
        </div>
        <div className={styles.priceBlock}>
          <span>{freight.label}</span>
          <span className={styles.freight}>
            <MoneyText value={freight.fen} currency size="xlarge" />
          </span>
        </div>
      </div>
    </Card>
  );
}
