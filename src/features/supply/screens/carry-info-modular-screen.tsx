/**
 * /supply/carryinfomodular?id&carNo (bulk only): how much this truck takes. A decimal keypad, the
 * rule's message under the field (what was typed stays), 全部 for everything that remains, and the
 * freight of the quantity and of the whole remainder as money.
 */
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, TextField } from '@/components/form';
import type { GoodsSourceDetail } from '@/lib/contract/supply';
import { formatQuantity } from '@/lib/domain/place';
import { paths } from '@/lib/routing/paths';
import { useGrabSource } from '../api/grab';
import { GrabFooter } from '../components/grab-footer';
import { GrabFreight } from '../components/grab-freight';
import { GrabNoVehicle } from '../components/grab-no-vehicle';
import { GrabNotice } from '../components/grab-notice';
import { GrabSourceFrame } from '../components/grab-source-frame';
import { GrabSourceSummary } from '../components/grab-source-summary';
import styles from '../components/grab.module.css';
import { grabMessages as t } from '../grab-messages';
import { useGrabQuantity } from '../hooks/use-grab-quantity';

function Quantity({
  source,
  carNo,
  initial,
}: {
  source: GoodsSourceDetail;
  carNo: string;
  initial: string;
}) {
  const navigate = useNavigate();
  const q = useGrabQuantity(source, initial);
  const next = () => {
    const quantity = q.submit();
    if (quantity) navigate(paths.goodsAgreement.to({ id: source.id, carNo, quantity }));
  };
  const rest = formatQuantity(source.remainingQuantity);
  return (
    <div className={styles.page}>
      <GrabSourceSummary source={source} />
      <section className={styles.card} aria-labelledby="grab-quantity-title">
        <h2 id="grab-quantity-title" className={styles.cardTitle}>
          {t.quantityTitle}
        </h2>
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
        <p className={styles.hint}>{t.remaining(rest, source.unit)}</p>
      </section>
      <section className={styles.card} aria-labelledby="grab-quote-title">
        <h2 id="grab-quote-title" className={styles.cardTitle}>
          {t.quoteTitle}
        </h2>
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
      </section>
      {q.total.data ? (
        <section className={styles.card} aria-labelledby="grab-total-title">
          <h2 id="grab-total-title" className={styles.cardTitle}>
            {t.totalTitle(rest, source.unit)}
          </h2>
          <GrabFreight quote={q.total.data} />
        </section>
      ) : null}
      <GrabFooter>
        <Button className={styles.footerButton} onClick={next}>
          {t.next}
        </Button>
      </GrabFooter>
    </div>
  );
}

export function CarryInfoModularScreen() {
  const [params] = useSearchParams();
  const source = useGrabSource(params.get('id') ?? '');
  const carNo = params.get('carNo') ?? '';
  if (!carNo) return <GrabNoVehicle id={params.get('id') ?? ''} />;
  return (
    <GrabSourceFrame source={source}>
      {(s) =>
        // A whole-vehicle load has no quantity to choose: straight on to its agreement.
        s.kind === 'bulk' ? (
          <Quantity source={s} carNo={carNo} initial={params.get('quantity') ?? ''} />
        ) : (
          <Navigate replace to={paths.goodsAgreement.to({ id: s.id, carNo })} />
        )
      }
    </GrabSourceFrame>
  );
}

export default CarryInfoModularScreen;
