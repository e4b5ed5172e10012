/**
 * /supply/carryinfovehicle: the driver's vehicles for this source and the choice of one. Choosing
 * a vehicle runs the server's two checks (cross order, driver and car status) before 下一步 opens;
 * the driver's default vehicle is chosen at once when it is usable.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { VehicleChoice } from '@/lib/contract/supply/market';
import { checkVehicle, grabVehiclesQueryOptions } from '../api/grab';
import { grabMessages as t } from '../grab-messages';

export type VehicleVerdict =
  | { state: 'none' }
  | { state: 'checking' }
  | { state: 'ok' }
  | { state: 'blocked'; message: string }
  | { state: 'failed'; message: string; retry: () => void };

function defaultChoice(list: VehicleChoice[] | undefined): string | null {
  const usable = list?.filter((v) => v.usable) ?? [];
  return (
    (usable.find((v) => v.isDefault) ?? (usable.length === 1 ? usable[0] : null))?.carNo ?? null
  );
}

export function useGrabVehicle(sourceId: string) {
  const vehicles = useQuery(grabVehiclesQueryOptions(sourceId));
  const [picked, setPicked] = useState<string | null>(null);
  const carNo = picked ?? defaultChoice(vehicles.data);

  // Two endpoints answer one question, so the pair has its own key; never reused later.
  const check = useQuery({
    queryKey: ['grab/checkVehicle', { sourceId, carNo }],
    queryFn: ({ signal }) => checkVehicle(sourceId, carNo!, signal),
    enabled: carNo !== null,
    retry: false,
    gcTime: 0,
  });

  let verdict: VehicleVerdict = { state: 'none' };
  if (carNo !== null) {
    if (check.isFetching) verdict = { state: 'checking' };
    else if (check.error)
      verdict = {
        state: 'failed',
        message: `${t.checkFailed}：${check.error.message}`,
        retry: () => void check.refetch(),
      };
    else if (check.data && !check.data.cross.allowed)
      verdict = {
        state: 'blocked',
        message: t.crossOrder(check.data.cross.reason, check.data.cross.waybillNo),
      };
    else if (check.data && !check.data.status.ok)
      verdict = { state: 'blocked', message: t.carStatus(check.data.status.reason) };
    else if (check.data) verdict = { state: 'ok' };
  }

  return { vehicles, carNo, choose: setPicked, verdict };
}
