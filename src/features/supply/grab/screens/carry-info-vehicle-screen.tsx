/**
 * /supply/carryinfovehicle?id: choose the vehicle that carries the load. Unusable vehicles are
 * greyed with their reason; a chosen one is checked by the server (cross order, driver and car
 * status) before 下一步: bulk goes on to the quantity, whole straight to the agreement.
 */
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/form';
import { failedReadProps, LoadEmpty, LoadFailed, Loading } from '@/components/load-state';
import type { GoodsSourceDetail } from '@/lib/contract/supply/market';
import { paths } from '@/lib/routing/paths';
import { useGrabSource } from '../api/grab';
import { GrabFooter } from '../components/grab-footer';
import { GrabNotice } from '../components/grab-notice';
import { GrabSourceFrame } from '../components/grab-source-frame';
import { GrabSourceSummary } from '../components/grab-source-summary';
import { GrabVehicleList } from '../components/grab-vehicle-list';
import styles from '../components/grab.module.css';
import { grabMessages as t } from '../grab-messages';
import { useGrabVehicle, type VehicleVerdict } from '../hooks/use-grab-vehicle';

function Verdict({ verdict }: { verdict: VehicleVerdict }) {
  switch (verdict.state) {
    case 'checking':
      return <GrabNotice tone="info">{t.vehicleChecking}</GrabNotice>;
    case 'ok':
      return <GrabNotice tone="ok">{t.vehicleOk}</GrabNotice>;
    case 'blocked':
      return <GrabNotice tone="error">{verdict.message}</GrabNotice>;
    case 'failed':
      return (
        <>
          <GrabNotice tone="error">{verdict.message}</GrabNotice>
          <Button variant="secondary" onClick={verdict.retry}>
            {t.retry}
          </Button>
        </>
      );
    default:
      return null;
  }
}

function Vehicles({ source }: { source: GoodsSourceDetail }) {
  const navigate = useNavigate();
  const { vehicles, carNo, choose, verdict } = useGrabVehicle(source.id);
  if (vehicles.isError) return <LoadFailed title={t.readsFailed} {...failedReadProps(vehicles)} />;
  if (!vehicles.data) return <Loading label={t.loading} lines={6} className={styles.page} />;
  if (vehicles.data.length === 0)
    return (
      <LoadEmpty title={t.vehiclesEmpty} description={t.vehiclesEmptyHint}>
        <ButtonLink to={paths.carAdd.to()}>{t.addVehicle}</ButtonLink>
      </LoadEmpty>
    );
  const next = () => {
    if (!carNo) return;
    const query = { id: source.id, carNo };
    navigate(
      source.kind === 'bulk' ? paths.carryInfoModular.to(query) : paths.goodsAgreement.to(query),
    );
  };
  return (
    <div className={styles.page}>
      <GrabSourceSummary source={source} />
      <section className={styles.card} aria-labelledby="grab-vehicle-title">
        <h2 id="grab-vehicle-title" className={styles.cardTitle}>
          {t.vehicleTitle}
        </h2>
        <p className={styles.hint}>
          {t.vehicleHint}{' '}
          {/* A greyed vehicle is seen to in the vehicle list (its copy under /supply comes back here). */}
          <Link to={paths.supplyVehicleList.to()}>{t.manageVehicles}</Link>
        </p>
        <GrabVehicleList vehicles={vehicles.data} chosen={carNo} onChoose={choose} />
        <Verdict verdict={verdict} />
      </section>
      <GrabFooter>
        <Button className={styles.footerButton} disabled={verdict.state !== 'ok'} onClick={next}>
          {t.next}
        </Button>
      </GrabFooter>
    </div>
  );
}

export function CarryInfoVehicleScreen() {
  const [params] = useSearchParams();
  const source = useGrabSource(params.get('id') ?? '');
  return <GrabSourceFrame source={source}>{(s) => <Vehicles source={s} />}</GrabSourceFrame>;
}

export default CarryInfoVehicleScreen;
