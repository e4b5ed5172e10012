/** The fixed bottom bar: what the driver is paid and the one next action (nextAction), or why none. */
import { ButtonLink } from '@/components/form';
import { MoneyText } from '@/components/money-text';
import type { TripAction, WaybillDetail } from '@/lib/contract/waybill/trip';
import { paths } from '@/lib/routing/paths';
import { detailMessages as t, waybillMessages as w } from '../messages';
import styles from './detail.module.css';

function actionPath(action: TripAction, id: string): string {
  switch (action) {
    case 'pay':
    case 'load':
      // The premium is paid on the departure screen, before departing.
      return paths.waybillLoad.to({ id });
    case 'unload':
      return paths.waybillUnload.to({ id });
    case 'receipt':
      return paths.waybillUploadReceipt.to({ id });
    case 'evaluate':
      return paths.waybillEvaluate.to({ id });
  }
}

function idleNote(detail: WaybillDetail): string {
  if (detail.receiptPending) return t.receiptPending;
  if (detail.status === 'cancelled') return t.noNextAction.cancelled;
  if (detail.status === 'done') return t.noNextAction.done;
  return w.status[detail.status];
}

export function DetailActionBar({ detail }: { detail: WaybillDetail }) {
  const action = detail.nextAction;
  return (
    <div className={styles.actionBar}>
      <div className={styles.actionSummary}>
        <span>{t.freightLabel}</span>
        <span className={styles.freight}>
          <MoneyText value={detail.freight} currency />
        </span>
      </div>
      {action ? (
        <ButtonLink className={styles.actionMain} to={actionPath(action, detail.id)}>
          {t.nextAction[action]}
        </ButtonLink>
      ) : (
        <p className={styles.closedNote} role="status">
          {idleNote(detail)}
        </p>
      )}
    </div>
  );
}
