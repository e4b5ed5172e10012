/** Captain (车队长) certification (§6): the fleet application a captain files (project choice, mdc). */
import { endpoint, type Reads } from '../endpoint';
import { account } from './auth';

/** 0 pending review, 1 approved, 2 rejected (the same reading as the real-name status, §4). */
export type CaptainApplicationStatus = 0 | 1 | 2;

export interface CaptainApplicationRequest {
  fleetName: string;
  contactName: string;
  contactMobile: string;
  /** Province, city, district codes and names as the region picker chose them. */
  regionCodes: string[];
  regionNames: string[];
  /** Vehicles the fleet runs. */
  vehicleCount: number;
}

export interface CaptainApplication extends CaptainApplicationRequest {
  appUserId: string;
  status: CaptainApplicationStatus;
  /** `YYYY-MM-DD HH:mm:ss`. */
  createTime: string;
}

export const certification = {
  /** Files (or refiles) the captain application; the user becomes `isCaptain`, pending review. */
  applyCaptain: endpoint<CaptainApplicationRequest, CaptainApplication>(
    'mdc',
    'cuc/carCaptainApply/save',
    { changes: (): Reads => [certification.getCaptainApplication, account.getUserDetail] },
  ),
  /** The driver's own application, null when none was filed. */
  getCaptainApplication: endpoint<Record<string, never>, CaptainApplication | null>(
    'mdc',
    'cuc/carCaptainApply/get',
  ),
} as const;
