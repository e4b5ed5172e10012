/** Builds the initial sandbox state from a seed: same seed, same users, documents and vehicles. */
import type { CertificationStatus } from '@/lib/contract/account';
import type { IdentityInfo } from '@/lib/contract/identity';
import { permissionsFor, Roles, SEEDED_MOBILES, SEEDED_PASSWORD } from './catalog';
import { defaultConfig } from './config';
import {
  attachmentsOf,
  fileUrl,
  identityOf,
  licenceOf,
  makeCar,
  noticesOf,
  person,
} from './documents';
import { enterprises, projects, transporters } from './organisations';
import * as people from './people';
import { rngFor } from './prng';
import { DAY_MS, formatDateTime, SEED_EPOCH_MS } from './time';
import type { SandboxState, ScenarioName, UserRecord } from './types';

export { defaultConfig } from './config';

export const DEFAULT_SEED = 20250101;

interface UserPlan {
  mobile: string;
  roles: string[];
  status: CertificationStatus | null;
  cars: number;
  notices: number;
}

function buildUser(
  seed: number,
  index: number,
  plan: UserPlan,
  counterCar: { n: number },
): UserRecord {
  const rng = rngFor(seed, `user#${index}`);
  const appUserId = String(100000 + index);
  const p = person(rng);
  const certified = plan.status !== null;
  const cars = Array.from({ length: plan.cars }, (_, i) => {
    counterCar.n += 1;
    return makeCar(rng, `CAR${String(counterCar.n).padStart(5, '0')}`, p.name, p.place, i === 0);
  });
  return {
    appUserId,
    mobile: plan.mobile,
    password: SEEDED_PASSWORD,
    avatar: certified ? fileUrl('avatar', appUserId) : null,
    createTime: formatDateTime(SEED_EPOCH_MS - rng.int(100, 700) * DAY_MS),
    roles: plan.roles,
    permissions: permissionsFor(plan.roles),
    isCaptain: plan.roles.includes(Roles.captain),
    identity: certified ? identityOf(p, rng, appUserId, plan.status!) : null,
    driverLicense: plan.status === 1 ? licenceOf(p, rng, appUserId) : null,
    cars,
    attachments: plan.status === 1 ? attachmentsOf(appUserId) : [],
    captainId: null,
    captainBindTime: null,
    enterpriseId: null,
    notices: noticesOf(rng, appUserId, plan.notices, Math.min(3, plan.notices)),
  };
}

function plans(seed: number): UserPlan[] {
  const rng = rngFor(seed, 'extra-users');
  const driver = [Roles.driver];
  const captain = [Roles.driver, Roles.captain];
  const fixed: UserPlan[] = [
    { mobile: SEEDED_MOBILES.newDriver, roles: driver, status: null, cars: 0, notices: 0 },
    { mobile: SEEDED_MOBILES.certifiedDriver, roles: driver, status: 1, cars: 3, notices: 5 },
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
  const extra = statuses.map((status, i): UserPlan => ({
    mobile: people.mobile(rng),
    roles: i < 3 ? captain : driver,
    status,
    cars: status === 1 ? rng.int(1, 3) : 0,
    notices: rng.int(0, 3),
  }));
  return [...fixed, ...extra];
}

export function seedState(
  seed: number = DEFAULT_SEED,
  scenario: ScenarioName = 'newDriver',
): SandboxState {
  const carCounter = { n: 0 };
  const users = plans(seed).map((plan, i) => buildUser(seed, i + 1, plan, carCounter));
  const byMobile = (m: string) => users.find((u) => u.mobile === m)!;
  const captain = byMobile(SEEDED_MOBILES.captain);
  const certified = byMobile(SEEDED_MOBILES.certifiedDriver);
  certified.captainId = captain.appUserId;
  certified.captainBindTime = formatDateTime(SEED_EPOCH_MS - 30 * DAY_MS);
  captain.enterpriseId = 'E0001';
  return {
    version: 1,
    seed,
    scenario,
    config: defaultConfig(),
    counters: {
      user: users.length,
      session: 0,
      token: 0,
      sms: 0,
      captcha: 0,
      order: 0,
      upload: 0,
      car: carCounter.n,
    },
    users,
    sessions: [],
    sms: [],
    captchas: [],
    faceOrders: [],
    events: [],
    uploads: [],
    faults: [],
    enterprises: enterprises(users),
    projects: projects(),
    transporters: transporters(),
  };
}

/**
 * The person "behind" a driver who has no identity record yet: OCR of their licence and a
 * successful face verification both produce this same identity.
 */
export function identityFor(
  seed: number,
  appUserId: string,
  status: CertificationStatus,
): IdentityInfo {
  const rng = rngFor(seed, `identity#${appUserId}`);
  return identityOf(person(rng), rng, appUserId, status);
}
