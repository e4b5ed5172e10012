/**
 * 运单详情 (/waybill/detailWhole?id=, /waybill/detailBulk?id=): every fact of the load, its photos
 * and timeline, the contacts through the virtual number, navigation through the bridge's map,
 * the contract and agreements, after-sales links and the one next action at the bottom.
 */
import { ButtonLink } from '@/components/form';
import { failedReadProps, LoadEmpty, LoadFailed, Loading } from '@/components/load-state';
import { useWaybillOutbox } from '@/hooks/use-outbox';
import { useWaybillDetail } from '@/hooks/use-waybill-detail';
import type { WaybillDetail } from '@/lib/contract/waybill-trip';
import { ApiError } from '@/lib/http/errors';
import { paths } from '@/lib/routing/paths';
import { DetailActionBar } from '../components/detail-action-bar';
import {
  AfterSalesCard,
  ContactCard,
  DocumentCard,
  FactCards,
  HeaderCard,
  PhotoCard,
  TimelineCard,
} from '../components/detail-parts';
import styles from '../components/detail.module.css';
import { OutboxCard } from '../components/outbox-card';
import { useOpenMap } from '@/hooks/use-open-map';
import { useCallContact } from '../hooks/use-call-contact';
import { useWaybillId } from '../hooks/use-waybill-id';
import { detailMessages as t } from '../messages';

function Detail({ detail }: { detail: WaybillDetail }) {
  const call = useCallContact(detail.id);
  const openMap = useOpenMap();
  return (
    <div className={styles.page}>
      <HeaderCard detail={detail} onNavigate={openMap} />
      <OutboxCard waybillId={detail.id} />
      <FactCards detail={detail} />
      <ContactCard detail={detail} onCall={call} />
      <PhotoCard detail={detail} />
      <TimelineCard detail={detail} />
      <DocumentCard detail={detail} />
      <AfterSalesCard detail={detail} />
      <DetailActionBar detail={detail} />
    </div>
  );
}

/** The waybill's queue alone, when the waybill itself cannot be read (offline after a reload). */
function QueueWithoutDetail({ waybillId }: { waybillId: string }) {
  const { items } = useWaybillOutbox(waybillId);
  if (items.length === 0) return null;
  return (
    <div className={styles.page}>
      <OutboxCard waybillId={waybillId} />
    </div>
  );
}

/** 运单不存在 (state 400) is an answer, not a failure: retrying it would not help. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'business' && error.state === 400;
}

export function WaybillDetailScreen() {
  const id = useWaybillId();
  const query = useWaybillDetail(id);
  if (id && query.isPending) return <Loading label={t.loading} withTitle lines={12} />;
  if (!id || isMissing(query.error)) {
    return (
      <LoadEmpty title={t.missingTitle} description={t.missingHint}>
        <ButtonLink to={paths.waybill.to()} replace>
          {t.backToList}
        </ButtonLink>
      </LoadEmpty>
    );
  }
  if (!query.data) {
    // Without signal (after a reload) the waybill cannot be read, but what waits on the phone can.
    return (
      <>
        <LoadFailed title={t.loadFailed} {...failedReadProps(query)} />
        <QueueWithoutDetail waybillId={id} />
      </>
    );
  }
  return <Detail detail={query.data} />;
}

export default WaybillDetailScreen;
