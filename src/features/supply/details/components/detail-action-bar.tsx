/** The fixed bottom bar: one truckload's freight and the grab (接单 for an assigned source), or why not. */
import { Button } from '@/components/form';
import { MoneyText } from '@/components/money-text';
import type { GoodsSourceDetail } from '@/lib/contract/supply/market';
import { detailMessages as t } from '../../shared/detail-messages';
import { truckFreight } from './detail-format';
import styles from './detail.module.css';

export function DetailActionBar({
  source,
  onGrab,
}: {
  source: GoodsSourceDetail;
  onGrab: () => Promise<void>;
}) {
  if (source.status !== 'open') {
    return (
      <div className={styles.actionBar}>
        <p className={styles.closedNote} role="status">
          {t.closedNote[source.status]}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.actionBar}>
      <div className={styles.actionSummary}>
        <span>{truckFreight(source).short}</span>
        <span className={styles.freight}>
          <MoneyText value={truckFreight(source).fen} currency size="large" />
        </span>
      </div>
      <Button className={styles.actionMain} onClick={onGrab}>
        {source.assignedToMe ? t.receive : t.grab}
      </Button>
    </div>
  );
}
