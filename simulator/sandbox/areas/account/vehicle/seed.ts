/**
 * The seeded people's vehicles (plates from the region of their ID card). Approval states the
 * screens need, set here: the captain's last two vehicles are rejected (30) and under review (10),
 * and the partner's newest vehicle is under review (scenario vehicleUnderReview). Everyone else's
 * vehicles stay approved (20). Each was submitted after its owner registered, with both photos (the
 * rejected one without its road-transport photo: the 重新认证 form asks for it).
 */
import { SEEDED_MOBILES } from '../../../store/catalog';
import { fileUrl } from '../../../store/documents';
import { DAY_MS, formatDateTime } from '../../../store/time';
import type { SeedContext } from '../../slice';
import { vehicleServerMessages } from './messages';
import type { CarExtra, VehicleTables } from './types';

function extraOf(
  id: string,
  epochMs: number,
  daysAgo: number,
  opinion: string | null = null,
  photo = true,
): CarExtra {
  return {
    // submitted with both photos, as the vehicle form asks (the driving licence's is on the car)
    roadTransportUrl: photo ? fileUrl('road-transport', id) : null,
    approvalOpinion: opinion,
    submitTime: formatDateTime(epochMs - daysAgo * DAY_MS),
  };
}

export function seedVehicles({ people, epochMs }: SeedContext): VehicleTables {
  const cars: VehicleTables['cars'] = {};
  const extras: VehicleTables['extras'] = {};
  for (const p of people) {
    if (p.cars.length === 0) continue;
    cars[p.appUserId] = p.cars.map((c) => ({ ...c }));
    p.cars.forEach((c, i) => {
      // after the registration (400 days or more before the seeding day): one every ten days
      extras[c.id] = extraOf(c.id, epochMs, 380 - i * 10);
    });
  }
  const byMobile = (mobile: string) => people.find((p) => p.mobile === mobile);
  const captain = byMobile(SEEDED_MOBILES.captain);
  const captainCars = captain ? cars[captain.appUserId] : undefined;
  if (captainCars && captainCars.length >= 2) {
    const rejected = captainCars[captainCars.length - 2]!;
    rejected.approvalStatus = 30;
    extras[rejected.id] = extraOf(
      rejected.id,
      epochMs,
      6,
      vehicleServerMessages.rejectedOpinion,
      false,
    );
    const pending = captainCars[captainCars.length - 1]!;
    pending.approvalStatus = 10;
    extras[pending.id] = extraOf(pending.id, epochMs, 1);
  }
  const partner = byMobile(SEEDED_MOBILES.partner);
  const partnerCars = partner ? cars[partner.appUserId] : undefined;
  const newest = partnerCars?.at(-1);
  if (newest) {
    newest.approvalStatus = 10;
    extras[newest.id] = extraOf(newest.id, epochMs, 1);
  }
  return { cars, extras, nextId: 90001 };
}
