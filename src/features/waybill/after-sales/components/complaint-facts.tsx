import type { Complaint } from '@/lib/contract/waybill/after-sales';
import { maskMobile } from '@/lib/domain/mobile';
import { afterSalesMessages as t, complaintStateLabel } from '../messages';
import styles from './after-sales.module.css';
import { cardStyles } from '@/components/card';

/** What was complained about, as filed. */
export function ComplaintFacts({ complaint }: { complaint: Complaint }) {
  return (
    <section className={cardStyles.card}>
      <dl className={cardStyles.facts}>
        <dt>{t.complaintNo}</dt>
        <dd>{complaint.complaintNo}</dd>
        <dt>{t.complaintStatus}</dt>
        <dd>{complaintStateLabel[complaint.state]}</dd>
        <dt>{t.waybillNo}</dt>
        <dd>{complaint.waybillNo}</dd>
        <dt>{t.complaintType}</dt>
        <dd>{complaint.typeName}</dd>
        <dt>{t.complaintPhone}</dt>
        <dd>{maskMobile(complaint.phone)}</dd>
        <dt>{t.complaintTime}</dt>
        <dd>{complaint.createTime}</dd>
      </dl>
      <h2 className={cardStyles.heading}>{t.complaintContent}</h2>
      <p className={cardStyles.text}>{complaint.content}</p>
      {complaint.photos.length > 0 ? (
        <div className={styles.thumbs}>
          {complaint.photos.map((url, i) => (
            <img key={url} className={styles.thumb} src={url} alt={t.photoAlt(i + 1)} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** The platform's answer, or that there is none yet. */
export function ComplaintReply({ complaint }: { complaint: Complaint }) {
  return (
    <section className={cardStyles.card} aria-label={t.complaintReply}>
      <h2 className={cardStyles.heading}>{t.complaintReply}</h2>
      {complaint.reply ? (
        <>
          <p className={cardStyles.text}>{complaint.reply}</p>
          {complaint.replyTime ? <p className={styles.muted}>{complaint.replyTime}</p> : null}
        </>
      ) : (
        <p className={styles.muted}>{t.complaintNoReply}</p>
      )}
    </section>
  );
}
