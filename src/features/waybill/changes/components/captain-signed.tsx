import type { CaptainChangeBill, CaptainRef } from '@/lib/contract/waybill/after-sales';
import { changesMessages as t } from '../messages';
import styles from './changes.module.css';
import { cardStyles } from '@/components/card';

const who = (c: CaptainRef | null) => (c ? `${c.name} ${c.mobileMasked}` : t.captainNone);

/** The signed change: in force from its time, old captain → new captain. */
export function CaptainSigned({ bill }: { bill: CaptainChangeBill }) {
  return (
    <section className={cardStyles.card} role="status" aria-label={t.captainSigned}>
      <p className={styles.done}>{t.captainSigned}</p>
      <dl className={cardStyles.facts}>
        <dt>{t.captainOld}</dt>
        <dd>{who(bill.oldCaptain)}</dd>
        <dt>{t.captainNew}</dt>
        <dd>{who(bill.newCaptain)}</dd>
        <dt>{t.captainSignedTime}</dt>
        <dd>{bill.signedTime ?? ''}</dd>
      </dl>
    </section>
  );
}
