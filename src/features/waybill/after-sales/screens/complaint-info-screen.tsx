/** /waybill/complaint/info?id=: one complaint with the platform's reply; 待处理 ones can be changed. */
import { useSearchParams } from 'react-router-dom';
import { Card, CardText, FactList, Page } from '@/components/card';
import { ButtonLink } from '@/components/form';
import type { Complaint } from '@/lib/contract/waybill/after-sales';
import { paths } from '@/lib/routing/paths';
import styles from '../components/after-sales.module.css';
import { complaintFacts } from '../components/complaint-facts';
import { ComplaintGate } from '../components/complaint-gate';
import { afterSalesMessages as t } from '../messages';

/** What the driver wrote, and the photos he took. */
function ComplaintContent({ complaint }: { complaint: Complaint }) {
  return (
    <Card title={t.complaintContent}>
      <CardText>{complaint.content}</CardText>
      {complaint.photos.length > 0 ? (
        <div className={styles.thumbs}>
          {complaint.photos.map((url, i) => (
            <img key={url} className={styles.thumb} src={url} alt={t.photoAlt(i + 1)} />
          ))}
        </div>
      ) : null}
    </Card>
  );
}

/** The platform's answer, or that there is none yet. */
function ComplaintReply({ complaint }: { complaint: Complaint }) {
  return (
    <Card title={t.complaintReply}>
      {complaint.reply ? (
        <>
          <CardText>{complaint.reply}</CardText>
          {complaint.replyTime ? <p className={styles.muted}>{complaint.replyTime}</p> : null}
        </>
      ) : (
        <p className={styles.muted}>{t.complaintNoReply}</p>
      )}
    </Card>
  );
}

export function ComplaintInfoScreen() {
  const [params] = useSearchParams();
  return (
    <ComplaintGate id={params.get('id') ?? ''}>
      {(complaint) => (
        <Page as="div">
          <Card>
            <FactList facts={complaintFacts(complaint)} />
          </Card>
          <ComplaintContent complaint={complaint} />
          <ComplaintReply complaint={complaint} />
          {complaint.state === 'pending' ? (
            <ButtonLink to={paths.complaintUpdate.to({ id: complaint.id })}>
              {t.complaintEdit}
            </ButtonLink>
          ) : null}
        </Page>
      )}
    </ComplaintGate>
  );
}

export default ComplaintInfoScreen;
