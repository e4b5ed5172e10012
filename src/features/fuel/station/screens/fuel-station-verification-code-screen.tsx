/**
 * /i/fuel-station/verification-code: the SMS confirmation of the order kept in the session by the
 * payment screen (a reload keeps it). Without one the driver is told so and led back to the stations.
 */
import { useState } from 'react';
import { ButtonLink } from '@/components/form';
import { LoadEmpty, Loading } from '@/components/load-state';
import { useUserDetail } from '@/hooks/shared-reads';
import { paths } from '@/lib/routing/paths';
import { ConfirmForm } from '../components/confirm-form';
import { readDraft } from '../draft';
import { fuelStationMessages as t } from '../messages';

export function FuelStationVerificationCodeScreen() {
  const [draft] = useState(readDraft);
  const user = useUserDetail();
  if (!draft) {
    return (
      <LoadEmpty title={t.noDraft}>
        <ButtonLink to={paths.fuelStationList.to({})} replace>
          {t.backToList}
        </ButtonLink>
      </LoadEmpty>
    );
  }
  if (!user.data) return <Loading label={t.loading} lines={4} />;
  return <ConfirmForm draft={draft} mobile={user.data.phone} />;
}

export default FuelStationVerificationCodeScreen;
