/** Captain bindings, enterprises (and who works for them), projects and network transporters. */
import type { EnterpriseProject, NetworkTransporter } from '@/lib/contract/account/captain';
import { areaKey } from '../../slice';

export interface CaptainBinding {
  /** appUserId of the bound captain. */
  captainId: string;
  bindTime: string;
}

export interface Enterprise {
  id: string;
  name: string;
  personnelMobiles: string[];
}

export interface CaptainTables {
  /** By the driver's appUserId. */
  bindings: Record<string, CaptainBinding>;
  /** appUserId → id of the enterprise the user belongs to. */
  enterpriseOf: Record<string, string>;
  enterprises: Enterprise[];
  projects: EnterpriseProject[];
  transporters: NetworkTransporter[];
}

export const captainArea = areaKey<CaptainTables>('account/captain');
