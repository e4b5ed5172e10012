/** The core of the sandbox state; each area's records are typed in `areas/<area>/types.ts`. */
import type { VersionPublish } from '@/lib/contract/common/version';

export type ScenarioName =
  | 'newDriver'
  | 'certifiedDriver'
  | 'captain'
  | 'partner'
  | 'expiredSession'
  | 'serverDown'
  | 'licenceExpired'
  | 'vehicleUnderReview';

export const SCENARIOS: readonly ScenarioName[] = [
  'newDriver',
  'certifiedDriver',
  'captain',
  'partner',
  'expiredSession',
  'serverDown',
  'licenceExpired',
  'vehicleUnderReview',
];

export interface SandboxConfig {
  /** Access-token lifetime (default 2 h). */
  accessTtlS: number;
  /** Refresh-token lifetime (default 30 days). */
  refreshTtlS: number;
  /**
   * How long a rotated-away refresh token still works while its replacement has not been used
   * (default 10 minutes; 0: never). A refresh whose answer was lost must not log the driver out.
   */
  refreshGraceS: number;
  /** Added to the real clock: tokens, SMS expiry and the `Date` header use it (clock-skew tests). */
  clockOffsetMs: number;
  /** SMS code validity (default 5 minutes). */
  smsTtlS: number;
  /** Minimum seconds between two codes to the same mobile and template (default 60). */
  smsIntervalS: number;
  /** Outcome of new face orders. */
  faceResult: 'success' | 'failure';
  /** `redirect`: faceUrl is the sandbox provider page; `direct`: faceUrl is returnUrl?orderNo=… (MSW cannot answer navigations). */
  faceUrlMode: 'redirect' | 'direct';
  /** Saved driver licences are approved (20) at once instead of staying pending (10). */
  autoApprove: boolean;
  /** What getNowPublishVersion answers; null = nothing published. */
  version: VersionPublish | null;
  /** How long a `timeout` fault keeps the request open before answering 504. */
  timeoutMs: number;
  /**
   * Put into the names of uploaded files (`F000001<tag>.jpg`): sandboxes made one after another in
   * one browser page (a story run) must not hand out the same file URL, or the page shows the image
   * it decoded for an earlier sandbox's file of that name.
   */
  fileNameTag: string;
}

export interface Fault {
  id: string;
  /** `/api/mdc/cuc/user/getUserDetail` exact, `/api/mdc/cuc/*` prefix, `*` every API path, or a path ending such as `cuc/user/getUserDetail`. */
  path: string;
  method?: string;
  delayMs?: number;
  status?: number;
  state?: number;
  msg?: string;
  timeout?: boolean;
  network?: boolean;
  nonJson?: boolean;
  /** The route runs (the write happens) but its answer is lost: a time-out, or with `network` a dropped connection. */
  lostAnswer?: boolean;
  /** Only every n-th matching request gets it; the others go on to older faults (a lossy stretch). */
  every?: number;
  /** Matching requests seen so far, for `every`. */
  seen?: number;
  /** Who set it (`field` for a route's field conditions), so that owner can take back only its own. */
  tag?: string;
  /** Remaining uses; null = until cleared. */
  remaining: number | null;
  hits: number;
}

/**
 * The whole state: the core (seed, scenario, config, faults) plus each registered area's tables under
 * its name. `schema` is the hash of the registered areas' shapes (store/schema.ts); a saved state
 * with another hash is re-seeded.
 */
export interface SandboxState {
  schema: string;
  seed: number;
  scenario: ScenarioName;
  config: SandboxConfig;
  faults: Fault[];
  areas: Record<string, unknown>;
}
