/**
 * The driver's invitation code (§2.2 /share-code). The spec names no call: project choice. The
 * server issues one code per driver, the same on every read; the app builds the shareable link
 * (its own /share-code?code=…) so the link always points at the build the driver uses.
 */
import { endpoint, type Empty } from '../endpoint';

export interface InviteCode {
  /** 8 characters, upper-case letters and digits without look-alikes (0/O, 1/I). */
  inviteCode: string;
  /** How many people registered with it. */
  invitedCount: number;
}

export const invite = {
  getMyInviteCode: endpoint<Empty, InviteCode>('mdc', 'cuc/inviteCode/getMyInviteCode'),
} as const;
