/**
 * 运单详情 (/waybill/detailWhole?id=, /waybill/detailBulk?id=): every fact of the load, its photos
 * and timeline, the contacts through the virtual number, navigation through the bridge's map,
 * the contract and agreements, after-sales links and the one next action at the bottom.
 */
import { Card, FactList, Page } from '@/components/card';
import { Loading, WaybillProblem } from '@/components/load-state';
import { useWaybillOutbox } from '@/hooks/use-outbox';
import { useWaybillDetail } from '@/hooks/use-waybill-detail';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { OutboxCard } from '../../shared/outbox-card';
import { DetailActionBar } from '../components/detail-action-bar';
import { AfterSalesCard } from '../components/after-sales-card';
import { ContactCard } from '../components/contact-card';
import { DocumentCard } from '../components/document-card';
import { freightFacts, goodsFacts, timeFacts, vehicleFacts } from '../components/detail-facts';
import { HeaderCard } from '../components/header-card';
import { PhotoCard } from '../components/photo-card';
import { TimelineCard } from '../components/timeline-card';
import { useOpenMap } from '@/hooks/use-open-map';
import { useCallContact } from '../hooks/use-call-contact';
import { useWaybillId } from '../../shared/use-waybill-id';
import { detailMessages as t } from '../messages';

function Detail({ detail }: { detail: WaybillDetail }) {
  const call = useCallContact(detail.id);
  const openMap = useOpenMap();
  return (
    <Page as="div">
      <HeaderCard detail={detail} onNavigate={openMap} />
      <OutboxCard waybillId={detail.id} />
      <Card title={t.goodsSection}>
        <FactList facts={goodsFacts(detail)} />
      </Card>
      <Card title={t.vehicleSection}>
        <FactList facts={vehicleFacts(detail)} />
      </Card>
      <Card title={t.timeSection}>
        <FactList facts={timeFacts(detail)} />
      </Card>
      <Card title={t.freightSection}>
        <FactList layout="split" facts={freightFacts(detail)} />
      </Card>
      <ContactCard detail={detail} onCall={call} />
      <PhotoCard detail={detail} />
      <TimelineCard detail={detail} />
      <DocumentCard detail={detail} />
      <AfterSalesCard detail={detail} />
      <DetailActionBar detail={detail} />
    </Page>
  );
}

/** The waybill's queue alone, when the waybill itself cannot be read (offline after a reload). */
function QueueWithoutDetail({ waybillId }: { waybillId: string }) {
  const { items } = useWaybillOutbox(waybillId);
  if (items.length === 0) return null;
  return (
    <Page as="div">
      <OutboxCard waybillId={waybillId} />
    </Page>
  );
}

export function WaybillDetailScreen() {
  const id = useWaybillId();
  const query = useWaybillDetail(id);
  if (id && query.isPending) return <Loading label={t.loading} withTitle lines={12} />;
  if (!id || !query.data) {
    // Without signal (after a reload) the waybill cannot be read, but what waits can.
    return (
      <WaybillProblem
        read={query}
        noId={!id}
        whileOffline={id ? <QueueWithoutDetail waybillId={id} /> : null}
      />
    );
  }
  return <Detail detail={query.data} />;
}

export default WaybillDetailScreen;
