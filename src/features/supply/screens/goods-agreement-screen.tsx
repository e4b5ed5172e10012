/**
 * /supply/goodsagreement?id&carNo&quantity: read and accept the 货物运输协议 (and, where the shipper
 * needs it, the entrust agreement and the e-sign delegation authority), then grab. Server HTML goes
 * through SafeHtml only. Success lands on /waybill (the cache rule clears the kept screens).
 */
import { useSearchParams } from 'react-router-dom';
import { failedReadProps, LoadFailed, Loading } from '@/components/load-state';
import type { GoodsSourceDetail, GrabRequest } from '@/lib/contract/supply';
import { useGrabSource } from '../api/grab';
import { GrabAccept } from '../components/grab-accept';
import { GrabDocument } from '../components/grab-document';
import { GrabNoVehicle } from '../components/grab-no-vehicle';
import { GrabSourceFrame } from '../components/grab-source-frame';
import { GrabSourceSummary } from '../components/grab-source-summary';
import styles from '../components/grab.module.css';
import { grabMessages as t, unitLabel } from '../grab-messages';
import { useGrabDocuments } from '../hooks/use-grab-documents';
import { useGrabSubmit } from '../hooks/use-grab-submit';

function Agreement({ source, request }: { source: GoodsSourceDetail; request: GrabRequest }) {
  const { documents, failedRead } = useGrabDocuments(source, request);
  const grab = useGrabSubmit(source, request);
  if (failedRead) return <LoadFailed title={t.agreementFailed} {...failedReadProps(failedRead)} />;
  if (!documents) return <Loading label={t.loading} lines={12} withTitle className={styles.page} />;
  return (
    <div className={styles.page}>
      <GrabSourceSummary source={source}>
        <dl className={styles.summary}>
          <dt>{t.summaryCar}</dt>
          <dd>{request.carNo}</dd>
          {request.quantity !== undefined ? (
            <>
              <dt>{t.summaryQuantity}</dt>
              <dd>{`${request.quantity}${unitLabel(source.unit)}`}</dd>
            </>
          ) : null}
        </dl>
      </GrabSourceSummary>
      {documents.map((doc) => (
        <GrabDocument key={doc.title} document={doc} />
      ))}
      <GrabAccept assigned={source.assignedToMe} onAccept={grab} />
    </div>
  );
}

export function GoodsAgreementScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const carNo = params.get('carNo') ?? '';
  const quantity = params.get('quantity');
  const source = useGrabSource(id);
  if (!carNo) return <GrabNoVehicle id={id} />;
  return (
    <GrabSourceFrame source={source}>
      {(s) =>
        s.kind === 'bulk' && !quantity ? (
          <GrabNoVehicle id={id} carNo={carNo} />
        ) : (
          <Agreement
            source={s}
            request={{
              sourceId: s.id,
              carNo,
              ...(s.kind === 'bulk' && quantity ? { quantity: Number(quantity) } : {}),
            }}
          />
        )
      }
    </GrabSourceFrame>
  );
}

export default GoodsAgreementScreen;
