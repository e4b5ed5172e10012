/**
 * The seeded people's vehicles (plates from the region of their ID card). Approval states the
 * screens need, set here: the captain's last two vehicles are rejected (30) and under review (10),
 * and the partner's newest vehicle is under review (scenario vehicleUnderReview). Everyone else's
 * vehicles stay approved (20).
 */
import { SEEDED_MOBILES } from '../../store/catalog';
import { DAY_MS, formatDateTime, SEED_EPOCH_MS } from '../../store/time';
import type { SeedContext } from '../slice';
import { vehicleServerMessages } from './messages';
import type { CarExtra, VehicleTables } from './types';

function extraOf(daysAgo: number, opinion: string | null = null): CarExtra {
  return {
    roadTransportUrl: null,
    approvalOpinion: opinion,
    submitTime: formatDateTime(SEED_EPOCH_MS - daysAgo * DAY_MS),
  };
}

export function seedVehicles({ people }: SeedContext): VehicleTables {
  const cars: VehicleTables['cars'] = {};
  const extras: VehicleTables['extras'] = {};
  for (const p of people) {
    if (p.cars.length === 0) continue;
    cars[p.appUserId] = p.cars.map((c) => ({ ...c }));
    p.cars.forEach((c, i) => {
      extras[c.id] = extraOf(400 - i * 10);
    });
  }
  const byMobile = (mobile: string) => people.find((p) => p.mobile === mobile);
  const captain = byMobile(SEEDED_MOBILES.captain);
  const captainCars = captain ? cars[captain.appUserId] : undefined;
  if (captainCars && captainCars.length >= 2) {
    const rejected = captainCars[captainCars.length - 2]!;
    rejected.approvalStatus = 30;
    extras[rejected.id] = extraOf(6, vehicleServerMessages.rejectedOpinion);
    const pending = captainCars[captainCars.length - 1]!;
    pending.approvalStatus = 10;
    extras[pending.id] = extraOf(1);
  }
  const partner = byMobile(SEEDED_MOBILES.partner);
  const partnerCars = partner ? cars[partner.appUserId] : undefined;
  const newest = partnerCars?.at(-1);
  if (newest) {
    newest.approvalStatus = 10;
    extras[newest.id] = extraOf(1);
  }
  return { cars, extras, nextId: 90001 };
}
