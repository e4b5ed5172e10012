import type { ReactNode } from 'react';
import { Loading, ReadProblem, readProblemProps } from '@/components/load-state';
import type { FuelStation, OilType } from '@/lib/contract/fuel/station';
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
  // The server's refusal (油站不存在) means there is no such station; only the network is retried.
  const missing = read.error instanceof ApiError && read.error.kind === 'business';
  if (read.error || (!read.isPending && !read.data)) {
    return (
      <ReadProblem
        subject={t.subject}
        back={{ label: t.backToList, to: paths.fuelStationList.to({ oilType }) }}
        words={{ notFound: { title: t.stationMissing } }}
        {...(missing || !read.error ? { kind: 'notFound' as const } : {})}
        {...readProblemProps(read)}
      />
    );
  }
  if (read.isPending || !read.data) {
    return <Loading label={t.loading} lines={5} />;
  }
  return <>{children(read.data)}</>;
}
