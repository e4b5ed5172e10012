/** Every contract endpoint the sandbox implements (§7.1 plus this project's account paths). */
import { account } from '@/lib/contract/account';
import { agreement } from '@/lib/contract/agreement';
import { bankContrast } from '@/lib/contract/bank';
import { captain } from '@/lib/contract/captain';
import { dict } from '@/lib/contract/dict';
import type { Endpoint } from '@/lib/contract/endpoint';
import { eventRecord } from '@/lib/contract/event-record';
import { face } from '@/lib/contract/face';
import { identity } from '@/lib/contract/identity';
import { license } from '@/lib/contract/license';
import { misc } from '@/lib/contract/misc';
import { notice } from '@/lib/contract/notice';
import { ocr } from '@/lib/contract/ocr';
import { region } from '@/lib/contract/region';
import { sms } from '@/lib/contract/sms';
import { sysConfig } from '@/lib/contract/sys-config';
import { upload } from '@/lib/contract/upload';
import { version } from '@/lib/contract/version';

export const contractGroups = {
  bankContrast,
  account,
  sms,
  face,
  agreement,
  identity,
  license,
  captain,
  ocr,
  region,
  notice,
  eventRecord,
  version,
  sysConfig,
  dict,
  misc,
  upload,
} as const;

export interface NamedEndpoint {
  /** e.g. `account.smsLogin`. */
  name: string;
  endpoint: Endpoint<unknown, unknown>;
}

export function contractEndpoints(): NamedEndpoint[] {
  return Object.entries(contractGroups).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint<unknown, unknown>>).map(
      ([name, endpoint]) => ({
        name: `${group}.${name}`,
        endpoint,
      }),
    ),
  );
}
