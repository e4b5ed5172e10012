/**
 * /supply/ordertaking's gates for one source, from the reads the server judges the grab by: the
 * driver's real name, licence and qualification certificate, his vehicles, the shippers that
 * blacklisted him, and the source itself — run through the same rule as the server
 * (src/lib/domain/grab-gates.ts). The reads run side by side and every gate shows as soon as its
 * reads are in; the fence (which asks the phone for its position) only once all the others are met.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FailedRead } from '@/components/load-state';
import { useUserDetail } from '@/hooks/shared-reads';
import { carListQueryOptions, driverLicenceQueryOptions } from '@/hooks/use-driver-readiness';
import { useOpenMap } from '@/hooks/use-open-map';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import type { GoodsSourceDetail } from '@/lib/contract/supply/market';
import { formatDateTime } from '@/lib/domain/dates';
import { grabGates, type GrabGateKey } from '@/lib/domain/grab-gates';
import { blacklistQueryOptions, fenceQueryOptions } from '../api/grab';
import { placeTarget } from '../../shared/detail-map';
import { checking, fenceRow, gateRow, waiting, type GateRow } from './grab-gate-rows';
import { failedReadOf } from './failed-reads';

export interface GrabGates {
  rows: GateRow[];
  allPassed: boolean;
  /** A read of the account failed: the screen shows LoadFailed with this retry. */
  failedRead: FailedRead | null;
}

export function useGrabGates(source: GoodsSourceDetail): GrabGates {
  const user = useUserDetail('inline');
  const licence = useQuery(driverLicenceQueryOptions());
  const cars = useQuery(carListQueryOptions());
  const blacklist = useQuery(blacklistQueryOptions());
  const openMap = useOpenMap();
  // The window is judged at the visit's time (a screen left open re-judges on the next visit).
  const [now] = useState(() => formatDateTime(Date.now()));

  // The stored login info shows at once; the gate decides on the fresh copy.
  const userFresh = user.dataUpdatedAt > 0;
  const vo = licence.data?.userDriverLicenseVO ?? null;
  const ready: Record<GrabGateKey, boolean> = {
    realName: userFresh,
    licence: licence.data !== undefined,
    qualification: licence.data !== undefined,
    vehicle: cars.data !== undefined,
    vehicleType: cars.data !== undefined,
    capacity: cars.data !== undefined,
    blacklist: blacklist.data !== undefined,
    loadingWindow: true,
  };
  const gates = grabGates({
    certificationStatus: user.data?.certificationStatus,
    licence: vo,
    vehicles: cars.data ?? [],
    blacklist: blacklist.data?.rows ?? [],
    source,
    now,
  });
  const context = {
    unit: source.unit,
    licence: vo,
    refresh: {
      user: () => void user.refetch(),
      licence: () => void licence.refetch(),
      vehicles: () => void cars.refetch(),
    },
  };
  const base = gates.map((g) => (ready[g.key] ? gateRow(g, context) : checking(g.key)));
  const baseOk = base.every((r) => r.state === 'passed');

  const fence = useQuery({ ...fenceQueryOptions(source.id), enabled: baseOk && source.needFence });
  const rows = source.needFence
    ? [
        ...base,
        baseOk
          ? fenceRow(
              {
                data: fence.data,
                error: fence.error,
                noLocation: isBridgeError(fence.error),
                isFetching: fence.isFetching,
              },
              () => void fence.refetch(),
              () => void openMap(placeTarget(source.origin)),
            )
          : waiting('fence'),
      ]
    : base;

  const reads = [user, licence, cars, blacklist];
  const broken = reads.filter((r) => r.isError && (r !== user || !userFresh));
  const failedRead = failedReadOf(broken);

  return { rows, allPassed: rows.every((r) => r.state === 'passed'), failedRead };
}
