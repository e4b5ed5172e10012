/**
 * 到站签到: the phone's position, the vehicle (the default one first) and whether it may use the
 * card; 签到 sends the position once, tracks 8002 and goes on to the payment in place of this
 * screen. A refusal (too far, car not allowed) is the client's alert in the server's words.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentLocation } from '@/hooks/use-current-location';
import type { FuelStation, OilType } from '@/lib/contract/fuel/station';
import { paths } from '@/lib/routing/paths';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { trackEvent } from '@/lib/tracking/track';
import { signInAt, useCarPass, useVehicles } from '../api/fuel-station';
import { metresBetween } from '../order-input';

export function useSignIn(station: FuelStation, oilType: OilType) {
  const navigate = useNavigate();
  const location = useCurrentLocation();
  const vehicles = useVehicles();
  const [chosen, setChosen] = useState<string | null>(null);
  const cars = vehicles.data ?? [];
  const carNo = chosen ?? (cars.find((c) => c.isDefault) ?? cars[0])?.carNo ?? null;
  const pass = useCarPass(carNo);
  const fix = location.phase === 'located' ? location.fix : null;
  const metres = fix ? metresBetween(fix, station) : null;

  const submit = async () => {
    if (!fix || !carNo || !pass.data?.pass) return;
    try {
      await signInAt({
        stationId: station.id,
        carNo,
        longitude: fix.longitude,
        latitude: fix.latitude,
      });
    } catch {
      return; // the client has shown the server's words
    }
    trackEvent(TRACKING_EVENTS.fuelSignIn, { stationId: station.id, oilType, carNo });
    navigate(paths.fuelStationPayment.to({ stationId: station.id, oilType }), { replace: true });
  };

  return { location, vehicles, cars, carNo, choose: setChosen, pass, metres, submit };
}
