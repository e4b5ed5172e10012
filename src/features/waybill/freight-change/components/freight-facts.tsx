import { MoneyText } from '@/components/money-text';
import { freightMessages as t } from '../messages';
import { FreightAmounts } from './freight-amounts';
import type { AnyFreightDetail } from './freight-gate';
import { FreightStateText } from './freight-state';
import { cardStyles } from '@/components/card';

/** 大宗: quantity and unit prices the freight comes from. */
function BulkFacts({ change }: { change: AnyFreightDetail }) {
  if (!('quantity' in change)) return null;
  const unit = t.unit[change.unit];
  return (
    <>
      <dt>{t.quantity}</dt>
      <dd>{`${change.quantity}${unit}`}</dd>
      <dt>{t.unitPrice}</dt>
      <dd>
        <FreightAmounts from={change.oldUnitPrice} to={change.newUnitPrice} per={unit} />
      </dd>
    </>
  );
}

/** Every fact of a change: what, on which waybill, by how much, who asked and when. */
export function FreightFacts({ change }: { change: AnyFreightDetail }) {
  return (
    <section className={cardStyles.card} aria-label={t.changeNo}>
      <dl className={cardStyles.facts}>
        <dt>{t.changeNo}</dt>
        <dd>{change.changeNo}</dd>
        <dt>{t.state}</dt>
        <dd>
          <FreightStateText state={change.state} />
        </dd>
        <dt>{t.waybillNo}</dt>
        <dd>{change.waybillNo}</dd>
        <dt>{t.route}</dt>
        <dd>{change.route}</dd>
        <dt>{t.goods}</dt>
        <dd>{change.goodsName}</dd>
        <dt>{t.carNo}</dt>
        <dd>{change.carNo}</dd>
        <dt>{t.shipper}</dt>
        <dd>{change.shipperName}</dd>
        <BulkFacts change={change} />
        <dt>{t.oldFreight}</dt>
        <dd>
          <MoneyText value={change.oldFreight} currency size="small" />
        </dd>
        <dt>{t.newFreight}</dt>
        <dd>
          <MoneyText value={change.newFreight} currency size="small" />
        </dd>
        <dt>{t.appliedBy}</dt>
        <dd>{change.appliedBy}</dd>
        <dt>{t.applyTime}</dt>
        <dd>{change.applyTime}</dd>
      </dl>
      <h2 className={cardStyles.heading}>{t.reason}</h2>
      <p className={cardStyles.text}>{change.reason}</p>
    </section>
  );
}

/** After handling: the outcome, when, and why not. */
export function FreightResult({ change }: { change: AnyFreightDetail }) {
  if (change.state === 'pending') return null;
  return (
    <section className={cardStyles.card} aria-label={t.result}>
      <h2 className={cardStyles.heading}>{t.result}</h2>
      <dl className={cardStyles.facts}>
        <dt>{t.state}</dt>
        <dd>
          <FreightStateText state={change.state} />
        </dd>
        {change.handledTime ? (
          <>
            <dt>{t.handledTime}</dt>
            <dd>{change.handledTime}</dd>
          </>
        ) : null}
      </dl>
      {change.state === 'disagreed' && change.disagreeReason ? (
        <>
          <h3 className={cardStyles.heading}>{t.disagreeReasonTitle}</h3>
          <p className={cardStyles.text}>{change.disagreeReason}</p>
        </>
      ) : null}
    </section>
  );
}
