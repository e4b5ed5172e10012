/** 发车成功 (/waybill/loadcompleted?id=): the departure the platform now has. */
import { formatQuantity } from '@/lib/domain/quantity';
import { TripFrame } from '../components/trip-frame';
import { TripResult } from '../components/trip-result';
import { tripMessages as t, unitText } from '../messages';

export function LoadCompletedScreen() {
  return (
    <TripFrame>
      {(detail) => (
        <TripResult
          detail={detail}
          title={t.departed}
          note={t.departedNote}
          facts={[
            { label: t.waybillNo, value: detail.waybillNo, number: true },
            { label: t.departedAt, value: detail.departedAt, number: true },
            {
              label: t.loadedQuantity,
              value:
                detail.loadedQuantity === null
                  ? null
                  : formatQuantity(detail.loadedQuantity, unitText(detail.unit)),
              number: true,
            },
          ]}
        />
      )}
    </TripFrame>
  );
}

export default LoadCompletedScreen;
