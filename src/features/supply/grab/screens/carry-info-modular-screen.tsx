/**
 * /supply/carryinfomodular?id&carNo (bulk only): how much this truck takes. A decimal keypad, the
 * rule's message under the field (what was typed stays), 全部 for the most this truck may take
 * (what remains, capped by its approved load), and the freight of the quantity and of a full load.
 */
import { Navigate, useSearchParams } from 'react-router-dom';
import type { GoodsSourceDetail } from '@/lib/contract/supply/market';
import { paths } from '@/lib/routing/paths';
import { useGrabSource } from '../api/grab';
import { GrabChosenCar } from '../components/grab-chosen-car';
import { GrabNoVehicle } from '../components/grab-no-vehicle';
import { GrabQuantityForm } from '../components/grab-quantity-form';
import { GrabSourceFrame } from '../components/grab-source-frame';

/** The chosen truck (its load caps the quantity); an unknown plate goes back to the choice. */
function WithCar({
  source,
  carNo,
  initial,
}: {
  source: GoodsSourceDetail;
  carNo: string;
  initial: string;
}) {
  return (
    <GrabChosenCar source={source} carNo={carNo} lines={6}>
      {(car) => <GrabQuantityForm source={source} car={car} initial={initial} />}
    </GrabChosenCar>
  );
}

export function CarryInfoModularScreen() {
  const [params] = useSearchParams();
  const source = useGrabSource(params.get('id') ?? '');
  const carNo = params.get('carNo') ?? '';
  if (!carNo) return <GrabNoVehicle id={params.get('id') ?? ''} />;
  return (
    <GrabSourceFrame source={source}>
      {(s) =>
        // A whole-vehicle load has no quantity to choose: straight on to its agreement.
        s.kind === 'bulk' ? (
          <WithCar source={s} carNo={carNo} initial={params.get('quantity') ?? ''} />
        ) : (
          <Navigate replace to={paths.goodsAgreement.to({ id: s.id, carNo })} />
        )
      }
    </GrabSourceFrame>
  );
}

export default CarryInfoModularScreen;
