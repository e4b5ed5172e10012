/** The sandbox's stored records. Contract types are reused so stored data has the wire shape. */
import type { EnterpriseProject, NetworkTransporter } from '@/lib/contract/captain';
import type { EventRecord } from '@/lib/contract/event-record';
import type { IdentityInfo } from '@/lib/contract/identity';
import type { CarLicense, DriverLicenseVO, OtherAttachment } from '@/lib/contract/license';
import type { NotifyInfo } from '@/lib/contract/notice';
import type { VersionPublish } from '@/lib/contract/version';

export type ScenarioName =
  'newDriver' | 'certifiedDriver' | 'captain' | 'partner' | 'expiredSession' | 'serverDown';

export const SCENARIOS: readonly ScenarioName[] = [
  'newDriver',
  'certifiedDriver',
  'captain',
  'partner',
  'expiredSession',
  'serverDown',
];

export interface UserRecord {
  appUserId: string;
  mobile: string;
  /** Kept in clear: this is a fake server. Null for drivers created by SMS login. */
  password: string | null;
  avatar: string | null;
  /** `YYYY-MM-DD HH:mm:ss`. */
  createTime: string;
  roles: string[];
  permissions: string[];
  isCaptain: boolean;
  /** Null: no real-name record (certificationStatus 999). */
  identity: IdentityInfo | null;
  driverLicense: DriverLicenseVO | null;
  cars: CarLicense[];
  attachments: OtherAttachment[];
  /** appUserId of the bound captain. */
  captainId: string | null;
  captainBindTime: string | null;
  enterpriseId: string | null;
  notices: NotifyInfo[];
}

export interface SessionRecord {
  sid: string;
  appUserId: string;
  /** Only this refresh token (by jti) may be used; each refresh rotates it. */
  rtJti: string;
  revoked: boolean;
}

export interface SmsMessage {
  mobile: string;
  template: string;
  code: string;
  /** ISO time it was sent (server clock). */
  time: string;
  sentAtMs: number;
  expiresAtMs: number;
  used: boolean;
}

export interface CaptchaRecord {
  captchaKey: string;
  code: string;
  expiresAtMs: number;
  used: boolean;
}

export interface FaceOrder {
  orderNo: string;
  mobile: string;
  returnUrl: string;
  result: 'success' | 'failure';
  createdAtMs: number;
  /** The provider page was opened (only through the Node server or a direct fetch). */
  visited: boolean;
  /** Already exchanged for tokens or applied to the identity. */
  consumed: boolean;
}

export interface StoredEvent extends EventRecord {
  receivedAt: string;
  appUserId: string | null;
}

export interface UploadRecord {
  id: string;
  fullFilePath: string;
  fullFileWatermarkPath: string | null;
  fileName: string;
  contentType: string;
  size: number;
  /** Watermark lines, when asked for. */
  content: string[] | null;
  position: number | null;
  /** For watermarkFileByUrl: the image that was watermarked. */
  sourceUrl: string | null;
  appUserId: string | null;
  time: string;
}

export interface Enterprise {
  id: string;
  name: string;
  personnelMobiles: string[];
}

export interface SandboxConfig {
  /** Access-token lifetime (default 2 h). */
  accessTtlS: number;
  /** Refresh-token lifetime (default 30 days). */
  refreshTtlS: number;
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
}

export interface Counters {
  user: number;
  session: number;
  token: number;
  sms: number;
  captcha: number;
  order: number;
  upload: number;
  car: number;
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
  /** Remaining uses; null = until cleared. */
  remaining: number | null;
  hits: number;
}

export interface SandboxState {
  version: 1;
  seed: number;
  scenario: ScenarioName;
  config: SandboxConfig;
  counters: Counters;
  users: UserRecord[];
  sessions: SessionRecord[];
  sms: SmsMessage[];
  captchas: CaptchaRecord[];
  faceOrders: FaceOrder[];
  events: StoredEvent[];
  uploads: UploadRecord[];
  faults: Fault[];
  enterprises: Enterprise[];
  projects: EnterpriseProject[];
  transporters: NetworkTransporter[];
}
