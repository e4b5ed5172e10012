import type { ReactNode } from 'react';
import { cardStyles } from '@/components/card';
import { ButtonLink } from '@/components/form';
import { failedReadProps, LoadEmpty, LoadFailed, Loading } from '@/components/load-state';
import type { FuelStation, OilType } from '@/lib/contract/fuel';
import { ApiError } from '@/lib/http/errors';
import { paths } from '@/lib/routing/paths';
import { useStation } from '../api/fuel-station';
import { fuelStationMessages as t } from '../messages';

/** The station of `?stationId=` once read; its failure or absence in place of the screen. */
export function StationGate({
  stationId,
  oilType,
  children,
}: {
  stationId: string;
  oilType: OilType;
  children: (station: FuelStation) => ReactNode;
}) {
  const read = useStation(stationId, oilType);
  // The server's refusal (油站不存在) means there is no such station; anything else can be retried.
  const missing = read.error instanceof ApiError && read.error.kind === 'business';
  if (read.error && !missing) {
    return <LoadFailed title={t.stationFailed} {...failedReadProps(read)} />;
  }
  if (read.isPending) return <Loading label={t.loading} lines={5} className={cardStyles.page} />;
  if (!read.data) {
    return (
      <LoadEmpty title={t.stationMissing}>
        <ButtonLink to={paths.fuelStationList.to({ oilType })} replace>
          {t.backToList}
        </ButtonLink>
      </LoadEmpty>
    );
  }
  return <>{children(read.data)}</>;
}
