/** The in-process control API (`sb.control`); control-http.ts exposes the same over /__sandbox/*. */
import type { CertificationStatus, TokenPair } from '@/lib/contract/account';
import type { ApprovalStatus } from '@/lib/contract/license';
import type { VersionPublish } from '@/lib/contract/version';
import { isMobile } from '@/lib/domain/mobile';
import { issueTokens } from './auth/sessions';
import { addFault, type FaultSpec } from './faults';
import type { RequestLog, RequestLogEntry } from './request-log';
import { SCENARIO_DEFS } from './scenarios';
import { permissionsFor, Roles } from './store/catalog';
import { certificationStatusOf, type Db } from './store/db';
import { identityFor, seedState } from './store/seed';
import { serializeState } from './store/state';
import type {
  Fault,
  SandboxConfig,
  ScenarioName,
  StoredEvent,
  UploadRecord,
  UserRecord,
} from './store/types';

export interface SmsView {
  mobile: string;
  template: string;
  code: string;
  time: string;
}

export interface UserSummary {
  appUserId: string;
  mobile: string;
  name: string | null;
  certificationStatus: CertificationStatus;
  roles: string[];
  isCaptain: boolean;
  driverLicenseApprovalStatus: ApprovalStatus | null;
  cars: number;
  captainId: string | null;
}

export interface UserPatch {
  certificationStatus?: CertificationStatus;
  /** null removes the licence record. */
  driverLicenseApprovalStatus?: ApprovalStatus | null;
  password?: string | null;
  roles?: string[];
}

export type ConfigPatch = Partial<Omit<SandboxConfig, 'version'>> & {
  version?: Partial<VersionPublish> | null;
};

export interface QuickLogin extends TokenPair {
  mobile: string;
  appUserId: string;
}

export interface StateSummary {
  seed: number;
  scenario: ScenarioName;
  scenarioUser: string;
  serverTime: string;
  config: SandboxConfig;
  users: UserSummary[];
  faults: Fault[];
  counts: { sms: number; sessions: number; events: number; uploads: number };
}

export interface SandboxControl {
  /** Reads, or switches to, a scenario (data is kept; see reset). */
  scenario(name?: ScenarioName): ScenarioName;
  /** Re-seeds everything (users, tokens, SMS, faults, logs). */
  reset(options?: { seed?: number; scenario?: ScenarioName }): void;
  config(patch?: ConfigPatch): SandboxConfig;
  fault(spec: FaultSpec): Fault;
  faults(): Fault[];
  clearFaults(): void;
  sms: {
    inbox(mobile?: string): SmsView[];
    latest(mobile: string, template?: string): SmsView | null;
  };
  captcha: { latest(): { captchaKey: string; code: string } | null };
  requests: { list(filter?: { path?: string }): RequestLogEntry[]; clear(): void };
  events(): StoredEvent[];
  uploads(): UploadRecord[];
  users(): UserSummary[];
  /** The live record (mutations are kept). */
  user(mobile: string): UserRecord | null;
  updateUser(mobile: string, patch: UserPatch): UserSummary;
  /** Tokens for `mobile`, or for the scenario's user; an unknown valid mobile becomes a new driver. */
  quickLogin(mobile?: string): QuickLogin;
  state(): StateSummary;
  /** The serialized state, as persisted. */
  snapshot(): string;
}

export interface SandboxCore {
  db: Db;
  requests: RequestLog;
  save(): void;
}

function summary(u: UserRecord): UserSummary {
  return {
    appUserId: u.appUserId,
    mobile: u.mobile,
    name: u.identity?.name ?? null,
    certificationStatus: certificationStatusOf(u),
    roles: [...u.roles],
    isCaptain: u.isCaptain,
    driverLicenseApprovalStatus: u.driverLicense?.approvalStatus ?? null,
    cars: u.cars.length,
    captainId: u.captainId,
  };
}

function smsView(m: { mobile: string; template: string; code: string; time: string }): SmsView {
  return { mobile: m.mobile, template: m.template, code: m.code, time: m.time };
}

function applyUserPatch(core: SandboxCore, user: UserRecord, patch: UserPatch): void {
  const { db } = core;
  if (patch.certificationStatus !== undefined) {
    if (patch.certificationStatus === 999) user.identity = null;
    else if (user.identity) user.identity.certificationStatus = patch.certificationStatus;
    else user.identity = identityFor(db.state.seed, user.appUserId, patch.certificationStatus);
  }
  if (patch.driverLicenseApprovalStatus !== undefined) {
    if (patch.driverLicenseApprovalStatus === null) user.driverLicense = null;
    else if (user.driverLicense)
      user.driverLicense.approvalStatus = patch.driverLicenseApprovalStatus;
    else throw new Error('the user has no licence record to change; save one first');
  }
  if (patch.password !== undefined) user.password = patch.password;
  if (patch.roles) {
    user.roles = [...patch.roles];
    user.permissions = permissionsFor(user.roles);
    user.isCaptain = user.roles.includes(Roles.captain);
  }
}

export function createControl(core: SandboxCore): SandboxControl {
  const state = () => core.db.state;
  let faultCounter = 0;
  const changed = <T>(value: T): T => {
    core.save();
    return value;
  };

  const control: SandboxControl = {
    scenario(name) {
      if (name) {
        state().scenario = name;
        core.save();
      }
      return state().scenario;
    },
    reset(options = {}) {
      core.db.state = seedState(options.seed ?? state().seed, options.scenario ?? state().scenario);
      core.db.files.clear();
      core.requests.clear();
      core.save();
    },
    config(patch) {
      if (patch) {
        const { version, ...rest } = patch;
        Object.assign(state().config, rest);
        if (version === null) state().config.version = null;
        else if (version) {
          const base = state().config.version ?? {
            publicshContext: '',
            downloadAddress: 'https://sandbox.invalid/download/driver.apk',
            publishVersion: '1.0.0',
            isUpdate: '0' as const,
          };
          state().config.version = { ...base, ...version };
        }
        core.save();
      }
      return { ...state().config };
    },
    fault: (spec) => {
      faultCounter += 1;
      return changed(addFault(state(), spec, `fault-${faultCounter}`));
    },
    faults: () => state().faults.map((f) => ({ ...f })),
    clearFaults: () => {
      state().faults = [];
      core.save();
    },
    sms: {
      inbox: (mobile) =>
        state()
          .sms.filter((m) => !mobile || m.mobile === mobile)
          .map(smsView),
      latest: (mobile, template) => {
        const found = state().sms.findLast(
          (m) => m.mobile === mobile && (!template || m.template === template),
        );
        return found ? smsView(found) : null;
      },
    },
    captcha: {
      latest: () => {
        const c = state().captchas.at(-1);
        return c ? { captchaKey: c.captchaKey, code: c.code } : null;
      },
    },
    requests: {
      list: (filter) => core.requests.list(filter),
      clear: () => core.requests.clear(),
    },
    events: () => state().events.map((e) => ({ ...e })),
    uploads: () => state().uploads.map((u) => ({ ...u })),
    users: () => state().users.map(summary),
    user: (mobile) => core.db.userByMobile(mobile),
    updateUser(mobile, patch) {
      const user = core.db.userByMobile(mobile);
      if (!user) throw new Error(`no sandbox user ${mobile}`);
      applyUserPatch(core, user, patch);
      return changed(summary(user));
    },
    quickLogin(mobile) {
      const wanted = mobile ?? SCENARIO_DEFS[state().scenario].mobile;
      if (!isMobile(wanted)) throw new Error(`not a mobile number: ${wanted}`);
      const user = core.db.userByMobile(wanted) ?? core.db.createDriver(wanted);
      return changed({
        mobile: user.mobile,
        appUserId: user.appUserId,
        ...issueTokens(core.db, user),
      });
    },
    state: () => ({
      seed: state().seed,
      scenario: state().scenario,
      scenarioUser: SCENARIO_DEFS[state().scenario].mobile,
      serverTime: new Date(core.db.now()).toISOString(),
      config: { ...state().config },
      users: state().users.map(summary),
      faults: state().faults.map((f) => ({ ...f })),
      counts: {
        sms: state().sms.length,
        sessions: state().sessions.length,
        events: state().events.length,
        uploads: state().uploads.length,
      },
    }),
    snapshot: () => serializeState(state()),
  };
  return control;
}
