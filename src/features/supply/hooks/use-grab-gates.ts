/**
 * /supply/ordertaking's gates for one source: real name, driver qualification, a usable vehicle,
 * nothing expired, and the electronic fence where the source asks for it. The four account reads
 * run side by side; the fence (which asks the phone for its position) only once the others passed.
 */
import { useQuery } from '@tanstack/react-query';
import type { FailedRead } from '@/components/load-state';
import { useUserDetail } from '@/hooks/shared-reads';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import type { GoodsSourceDetail } from '@/lib/contract/supply';
import {
  driverLicenseQueryOptions,
  expiryQueryOptions,
  fenceQueryOptions,
  grabVehiclesQueryOptions,
} from '../api/grab';
import { useOpenMap } from '@/hooks/use-open-map';
import { placeTarget } from './detail-map';
import {
  chain,
  checking,
  expiryRow,
  fenceRow,
  licenceRow,
  realNameRow,
  vehicleRow,
  type GateRow,
} from './grab-gate-rows';

export interface GrabGates {
  rows: GateRow[];
  allPassed: boolean;
  /** A read of the account failed: the screen shows LoadFailed with this retry. */
  failedRead: FailedRead | null;
}

export function useGrabGates(source: GoodsSourceDetail): GrabGates {
  const user = useUserDetail('inline');
  const licence = useQuery(driverLicenseQueryOptions());
  const expiry = useQuery(expiryQueryOptions());
  const vehicles = useQuery(grabVehiclesQueryOptions(source.id));
  const openMap = useOpenMap();

  // The stored login info shows at once; the gate decides on the fresh copy.
  const userFresh = user.dataUpdatedAt > 0;
  const base = chain([
    userFresh
      ? realNameRow(user.data?.certificationStatus, () => void user.refetch())
      : checking('realName'),
    licenceRow(licence.data, () => void licence.refetch()),
    vehicleRow(vehicles.data),
    expiryRow(expiry.data),
  ]);
  const baseOk = base.every((r) => r.state === 'passed');

  const fence = useQuery({ ...fenceQueryOptions(source.id), enabled: baseOk && source.needFence });
  const rows = source.needFence
    ? chain([
        ...base,
        fenceRow(
          {
            data: fence.data,
            error: fence.error,
            noLocation: isBridgeError(fence.error),
            isFetching: fence.isFetching,
          },
          () => void fence.refetch(),
          () => void openMap(placeTarget(source.origin)),
        ),
      ])
    : base;

  const reads = [user, licence, expiry, vehicles];
  const broken = reads.filter((r) => r.isError && (r !== user || !userFresh));
  const failedRead: FailedRead | null =
    broken.length === 0
      ? null
      : {
          error: broken[0]!.error,
          isFetching: broken.some((r) => r.isFetching),
          refetch: () => broken.forEach((r) => void r.refetch()),
        };

  return { rows, allPassed: rows.every((r) => r.state === 'passed'), failedRead };
}
