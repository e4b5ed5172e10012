/** 卸货 (/waybill/unload?id=): arrival photos, unloaded quantity, the unloading fence. */
import { TripFrame } from '../components/trip-frame';
import { TripStepForm } from '../components/trip-step-form';
import { tripMessages as t } from '../messages';

export function UnloadScreen() {
  return (
    <TripFrame status="inTransit" wrongState={t.notInTransit}>
      {(detail) => <TripStepForm detail={detail} step="unload" />}
    </TripFrame>
  );
}

export default UnloadScreen;
