/**
 * The seeded people: four fixed phones and eight generated users, each with the documents a real
 * person would have (identity card, licence, vehicles, notices). Each person's documents are drawn
 * from one generator in one fixed order, so a seed always gives the same data; the areas take their
 * part of it (areas/<area>/seed.ts). A new area draws from its own `rngFor(seed, '<area>…')`
 * instead of adding draws here, which would shift every later value.
 */
import type { CertificationStatus } from '@/lib/contract/account/auth';
import type { IdentityInfo } from '@/lib/contract/account/identity';
import type { CarLicense, DriverLicenseVO, OtherAttachment } from '@/lib/contract/account/license';
import type { NotifyInfo } from '@/lib/contract/me/messages';
import { Roles, SEEDED_MOBILES } from './catalog';
import {
  attachmentsOf,
  fileUrl,
  identityOf,
  licenceOf,
  makeCar,
  noticesOf,
  person,
} from './documents';
import * as people from './people';
import { rngFor } from './prng';
import { DAY_MS, formatDateTime, SEED_EPOCH_MS } from './time';

export interface SeededPerson {
  appUserId: string;
  mobile: string;
  roles: string[];
  avatar: string | null;
  createTime: string;
  identity: IdentityInfo | null;
  licence: DriverLicenseVO | null;
  attachments: OtherAttachment[];
  cars: CarLicense[];
  notices: NotifyInfo[];
}

interface Plan {
  mobile: string;
  roles: string[];
  status: CertificationStatus | null;
  cars: number;
  notices: number;
  /**
   * Tractors bought after the rest was drawn (their own generator, ids `CAR8<user>`), so nothing
   * drawn before moves: the certified driver's fourth truck, free while two are on waybills.
   */
  spare?: number;
}

function plans(seed: number): Plan[] {
  const rng = rngFor(seed, 'extra-users');
  const driver = [Roles.driver];
  const captain = [Roles.driver, Roles.captain];
  const fixed: Plan[] = [
    { mobile: SEEDED_MOBILES.newDriver, roles: driver, status: null, cars: 0, notices: 0 },
    {
      mobile: SEEDED_MOBILES.certifiedDriver,
      roles: driver,
      status: 1,
      cars: 3,
      notices: 5,
      spare: 1,
    },
    { mobile: SEEDED_MOBILES.captain, roles: captain, status: 1, cars: 23, notices: 4 },
    {
      mobile: SEEDED_MOBILES.partner,
      roles: [Roles.driver, Roles.partner, Roles.promoter],
      status: 1,
      cars: 2,
      notices: 3,
    },
  ];
  const statuses: Array<CertificationStatus | null> = [1, 1, 0, 2, 3, null, 1, 1];
  const extra = statuses.map((status, i): Plan => ({
    mobile: people.mobile(rng),
    roles: i < 3 ? captain : driver,
    status,
    cars: status === 1 ? rng.int(1, 3) : 0,
    notices: rng.int(0, 3),
  }));
  return [...fixed, ...extra];
}

/**
 * The draw order (person, cars, createTime, identity, licence, notices) must not change. Dates are
 * days before `epochMs` (the seeding day): registered 400–1000 days before it, so a year's
 * agreements, vehicles and notices all come after the registration.
 */
function draw(
  seed: number,
  index: number,
  plan: Plan,
  carCounter: { n: number },
  epochMs: number,
): SeededPerson {
  const rng = rngFor(seed, `user#${index}`);
  const appUserId = String(100000 + index);
  const p = person(rng);
  const certified = plan.status !== null;
  const cars = Array.from({ length: plan.cars }, (_, i) => {
    carCounter.n += 1;
    return makeCar(rng, `CAR${String(carCounter.n).padStart(5, '0')}`, p.name, p.place, i, epochMs);
  });
  const createTime = formatDateTime(epochMs - rng.int(400, 1000) * DAY_MS);
  const identity = certified ? identityOf(p, rng, appUserId, plan.status!, epochMs) : null;
  const licence = plan.status === 1 ? licenceOf(p, rng, appUserId, epochMs) : null;
  const spareRng = rngFor(seed, `user#${index}-spare`);
  for (let i = 0; i < (plan.spare ?? 0); i += 1) {
    const id = `CAR8${appUserId.slice(-3)}${i + 1}`;
    cars.push(makeCar(spareRng, id, p.name, p.place, cars.length, epochMs, true));
  }
  return {
    appUserId,
    mobile: plan.mobile,
    roles: plan.roles,
    avatar: certified ? fileUrl('avatar', appUserId) : null,
    createTime,
    identity,
    licence,
    attachments: plan.status === 1 ? attachmentsOf(appUserId) : [],
    cars,
    notices: noticesOf(rng, appUserId, plan.notices, Math.min(3, plan.notices), epochMs),
  };
}

export function population(seed: number, epochMs: number = SEED_EPOCH_MS): SeededPerson[] {
  const carCounter = { n: 0 };
  return plans(seed).map((plan, i) => draw(seed, i + 1, plan, carCounter, epochMs));
}
