/** The state plus the clock and the small look-ups every route needs. */
import type { UserDetail } from '@/lib/contract/account';
import { permissionsFor, Roles } from './catalog';
import { rngFor, type Rng } from './prng';
import { formatDateTime } from './time';
import type { Counters, SandboxState, UserRecord } from './types';

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export class Db {
  /** Uploaded bytes stay in memory only (too big for localStorage); after a reload files are drawn. */
  readonly files = new Map<string, StoredFile>();

  constructor(
    public state: SandboxState,
    private readonly clock: () => number,
  ) {}

  /** Server time in ms (real clock plus the configured offset). */
  now(): number {
    return this.clock() + this.state.config.clockOffsetMs;
  }

  nowText(): string {
    return formatDateTime(this.now());
  }

  next(counter: keyof Counters): number {
    this.state.counters[counter] += 1;
    return this.state.counters[counter];
  }

  /** A deterministic generator for one use, e.g. `rng('sms', 3)`. */
  rng(purpose: string, n: number): Rng {
    return rngFor(this.state.seed, `${purpose}#${n}`);
  }

  userByMobile(mobile: string | undefined): UserRecord | null {
    return this.state.users.find((u) => u.mobile === mobile) ?? null;
  }

  userById(id: string | undefined): UserRecord | null {
    return this.state.users.find((u) => u.appUserId === id) ?? null;
  }

  /** A driver with no records (certificationStatus 999), as SMS login creates for unknown mobiles. */
  createDriver(mobile: string, password: string | null = null): UserRecord {
    const user: UserRecord = {
      appUserId: String(100000 + this.next('user')),
      mobile,
      password,
      avatar: null,
      createTime: this.nowText(),
      roles: [Roles.driver],
      permissions: permissionsFor([Roles.driver]),
      isCaptain: false,
      identity: null,
      driverLicense: null,
      cars: [],
      attachments: [],
      captainId: null,
      captainBindTime: null,
      enterpriseId: null,
      notices: [],
    };
    this.state.users.push(user);
    return user;
  }
}

export function certificationStatusOf(user: UserRecord) {
  return user.identity?.certificationStatus ?? 999;
}

export function userDetailOf(user: UserRecord): UserDetail {
  const certified = certificationStatusOf(user) === 1;
  return {
    appUserId: user.appUserId,
    realName: certified ? user.identity!.name : null,
    name: user.identity?.name ?? null,
    phone: user.mobile,
    avatar: user.avatar,
    createTime: user.createTime,
    certificationStatus: certificationStatusOf(user),
    idNumber: certified ? user.identity!.certificateNumber : null,
    roles: [...user.roles],
    permissions: [...user.permissions],
    isCaptain: user.isCaptain,
  };
}
