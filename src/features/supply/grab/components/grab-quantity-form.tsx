/** The quantity step's form: the field with 全部, the truck's cap, and the freight quotes. */
import { useNavigate } from 'react-router-dom';
import { Card } from '@/components/card';
import { Button, TextField } from '@/components/form';
import type { GoodsSourceDetail, VehicleChoice } from '@/lib/contract/supply/market';
import { formatNumber } from '@/lib/domain/quantity';
import { paths } from '@/lib/routing/paths';
import { grabMessages as t } from '../grab-messages';
import { useGrabQuantity } from '../hooks/use-grab-quantity';
import { GrabFooter } from './grab-footer';
import { GrabFreight } from './grab-freight';
import { GrabNotice } from './grab-notice';
import { GrabSourceSummary } from './grab-source-summary';
import styles from './grab.module.css';

export function GrabQuantityForm({
  source,
  car,
  initial,
}: {
  source: GoodsSourceDetail;
  car: VehicleChoice;
  initial: string;
}) {
  const navigate = useNavigate();
  const q = useGrabQuantity(source, car, initial);
  const carNo = car.carNo;
  const next = () => {
    const quantity = q.submit();
    if (quantity) navigate(paths.goodsAgreement.to({ id: source.id, carNo, quantity }));
  };
  const rest = formatNumber(source.remainingQuantity);
  const max = formatNumber(q.max);
  return (
    <div className={styles.page}>
      <GrabSourceSummary source={source} />
      <Card title={t.quantityTitle}>
        <div className={styles.quantityRow}>
          <TextField
            label={t.quantity(source.unit)}
            value={q.text}
            onChange={q.change}
            onBlur={q.blur}
            error={q.error}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t.quantityPlaceholder(source.minQuantity, source.unit)}
          />
          <Button variant="secondary" className={styles.allButton} onClick={q.all}>
            {t.all}
          </Button>
        </div>
        <p className={styles.hint}>
          {t.remaining(rest, source.unit)}
          {q.max < source.remainingQuantity ? `，${t.loadLimit(max, source.unit)}` : ''}
        </p>
      </Card>
      <Card title={t.quoteTitle}>
        {q.quoteIdle ? (
          <p className={styles.hint}>{t.quoteHint}</p>
        ) : q.quote?.data ? (
          <GrabFreight quote={q.quote.data} />
        ) : q.quote?.error ? (
          <GrabNotice tone="error">{`${t.quoteFailed}：${q.quote.error.message}`}</GrabNotice>
        ) : (
          <p className={styles.hint} role="status">
            {t.quoteLoading}
          </p>
        )}
      </Card>
      {q.full.data ? (
        <Card title={t.fullLoadTitle(max, source.unit)}>
          <GrabFreight quote={q.full.data} />
        </Card>
      ) : null}
      <GrabFooter>
        <Button className={styles.footerButton} onClick={next}>
          {t.next}
        </Button>
      </GrabFooter>
    </div>
  );
}
