/** 发车 (/waybill/load?id=): departure photos, loaded quantity, contract, premium, fence. */
import { ContractNotice } from '../components/contract-notice';
import { PremiumCard } from '../components/premium-card';
import { TripFrame } from '../components/trip-frame';
import { TripStepForm } from '../components/trip-step-form';
import { tripMessages as t } from '../messages';

export function LoadScreen() {
  return (
    <TripFrame status="toLoad" wrongState={t.notToLoad}>
      {(detail) => (
        <TripStepForm
          detail={detail}
          step="load"
          before={
            <>
              <ContractNotice detail={detail} />
              <PremiumCard detail={detail} />
            </>
          }
        />
      )}
    </TripFrame>
  );
}

export default LoadScreen;
