/**
 * /supply/ordertaking?id: the grab's gates for one source (issues 12 and 23), judged by the rule
 * the server judges with. Every gate shows whether it passed, and a failed one says why with the
 * action that fixes it; the unmet ones are named at the top; 下一步 (choose the vehicle) opens once
 * all have passed, so nobody reads or signs an agreement the server would refuse.
 */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/form';
import { failedReadProps, LoadFailed } from '@/components/load-state';
import type { GoodsSourceDetail } from '@/lib/contract/supply/market';
import { paths } from '@/lib/routing/paths';
import { useGrabSource } from '../api/grab';
import { GrabFooter } from '../components/grab-footer';
import { GrabGateList } from '../components/grab-gate-list';
import { GrabNotice } from '../components/grab-notice';
import { GrabSourceFrame } from '../components/grab-source-frame';
import { GrabSourceSummary } from '../components/grab-source-summary';
import styles from '../components/grab.module.css';
import { grabMessages as t } from '../grab-messages';
import { useGrabGates } from '../hooks/use-grab-gates';

function Gates({ source }: { source: GoodsSourceDetail }) {
  const navigate = useNavigate();
  const { rows, allPassed, failedRead } = useGrabGates(source);
  if (failedRead) return <LoadFailed title={t.readsFailed} {...failedReadProps(failedRead)} />;
  // What stands in the way is said first: a failed gate far down the list is not missed.
  const unmet = rows.filter((r) => r.state === 'failed');
  return (
    <div className={styles.page}>
      <GrabSourceSummary source={source} />
      <section className={styles.card} aria-labelledby="grab-gates-title">
        <h2 id="grab-gates-title" className={styles.cardTitle}>
          {t.gatesTitle}
        </h2>
        {unmet.length > 0 ? (
          <GrabNotice tone="error">{t.gatesUnmet(unmet.map((r) => t.gate[r.key]))}</GrabNotice>
        ) : (
          <p className={styles.hint} role="status">
            {allPassed ? t.gatesPassed : t.gatesHint}
          </p>
        )}
        <GrabGateList rows={rows} />
      </section>
      <GrabFooter>
        <Button
          className={styles.footerButton}
          disabled={!allPassed}
          onClick={() => navigate(paths.carryInfoVehicle.to({ id: source.id }))}
        >
          {t.next}
        </Button>
      </GrabFooter>
    </div>
  );
}

export function OrderTakingScreen() {
  const [params] = useSearchParams();
  const source = useGrabSource(params.get('id') ?? '');
  return <GrabSourceFrame source={source}>{(s) => <Gates source={s} />}</GrabSourceFrame>;
}

export default OrderTakingScreen;
