/**
 * The driver's blacklist (§2.6 /blacklist). The spec names no call: this is the project's design of
 * what a platform would answer — the shippers and logistics enterprises that have put the driver on
 * their blacklist, why, since when, and what it stops the driver from doing.
 */
import { endpoint } from '../endpoint';
import type { PageQuery, ServerPage } from '../envelope';

/** Who blacklisted the driver: 1 a shipper (货主), 2 a logistics enterprise (物流企业). */
export type BlacklistPartyType = 1 | 2;

export interface BlacklistRecord {
  id: string;
  /** The shipper's or enterprise's name, as the driver knows it from its goods. */
  enterpriseName: string;
  enterpriseType: BlacklistPartyType;
  /** Why, in the enterprise's words. */
  reason: string;
  /** When it was put on the list, `YYYY-MM-DD HH:mm:ss`. */
  createTime: string;
  /**
   * 1: the driver cannot see or grab this enterprise's goods and cannot be assigned its waybills;
   * 0: recorded as a warning only (grabbing still possible).
   */
  restrictGrab: 0 | 1;
}

export const blacklist = {
  /** The current driver's blacklist records, newest first (JSON post, §3 paging). */
  listPage: endpoint<PageQuery, ServerPage<BlacklistRecord>>(
    'mdc',
    'cuc/driverBlacklist/list/page',
  ),
} as const;
