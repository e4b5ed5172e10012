/** Captain (车队长) applications, by the applicant's appUserId. */
import type { CaptainApplication } from '@/lib/contract/account/certification';
import { areaKey } from '../../slice';

export interface CertificationTables {
  captainApplications: Record<string, CaptainApplication>;
}

export const certificationArea = areaKey<CertificationTables>('account/certification');
