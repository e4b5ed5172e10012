/**
 * /supply/goodsagreement?id&carNo&quantity: read and accept the 货物运输协议 (and, where the shipper
 * needs it, the entrust agreement and the e-sign delegation authority), then grab. Server HTML goes
 * through SafeHtml only. Success lands on /waybill (the cache rule clears the kept screens).
 */
import { useSearchParams } from 'react-router-dom';
import { FactList } from '@/components/card';
import { ButtonLink } from '@/components/form';
import { failedReadProps, LoadEmpty, LoadFailed, Loading } from '@/components/load-state';
import type { GoodsSourceDetail, GrabRequest } from '@/lib/contract/supply/market';
import { vehicleCapacity } from '@/lib/domain/grab-gates';
import { formatQuantity } from '@/lib/domain/quantity';
import { paths } from '@/lib/routing/paths';
import { useGrabSource } from '../api/grab';
import { GrabChosenCar } from '../components/grab-chosen-car';
import { GrabAccept } from '../components/grab-accept';
import { GrabDocument } from '../components/grab-document';
import { GrabNoVehicle } from '../components/grab-no-vehicle';
import { GrabSourceFrame } from '../components/grab-source-frame';
import { GrabSourceSummary } from '../components/grab-source-summary';
import styles from '../components/grab.module.css';
import { grabMessages as t, unitLabel } from '../grab-messages';
import { validateQuantity } from '../hooks/grab-quantity';
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
        <FactList
          facts={[
            { label: t.summaryCar, value: request.carNo, number: true },
            request.quantity !== undefined && {
              label: t.summaryQuantity,
              value: formatQuantity(request.quantity, unitLabel(source.unit)),
              number: true,
            },
          ]}
        />
      </GrabSourceSummary>
      {documents.map((doc) => (
        <GrabDocument key={doc.title} document={doc} />
      ))}
      <GrabAccept assigned={source.assignedToMe} onAccept={grab} />
    </div>
  );
}

/**
 * A bulk quantity is read again against what remains and what the chosen truck carries before any
 * agreement is shown: a stale or edited link goes back to the quantity, keeping what was asked.
 */
function CheckedQuantity({
  source,
  carNo,
  quantity,
}: {
  source: GoodsSourceDetail;
  carNo: string;
  quantity: string;
}) {
  return (
    <GrabChosenCar source={source} carNo={carNo} lines={12}>
      {(car) => {
        const error = validateQuantity(quantity, {
          ...source,
          capacity: vehicleCapacity(car, source.unit),
        });
        if (error)
          return (
            <LoadEmpty title={t.quantityToChange} description={error}>
              <ButtonLink to={paths.carryInfoModular.to({ id: source.id, carNo, quantity })}>
                {t.changeQuantity}
              </ButtonLink>
            </LoadEmpty>
          );
        const request = { sourceId: source.id, carNo, quantity: Number(quantity) };
        return <Agreement source={source} request={request} />;
      }}
    </GrabChosenCar>
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
        s.kind === 'whole' ? (
          <Agreement source={s} request={{ sourceId: s.id, carNo }} />
        ) : quantity ? (
          <CheckedQuantity source={s} carNo={carNo} quantity={quantity} />
        ) : (
          <GrabNoVehicle id={id} carNo={carNo} />
        )
      }
    </GrabSourceFrame>
  );
}

export default GoodsAgreementScreen;
