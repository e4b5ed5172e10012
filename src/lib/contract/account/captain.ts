/** Car captain (fleet leader) binding, enterprise and network-transporter look-ups (mdc, §7.1). */
import type { CertificationStatus } from './auth';
import { endpoint, type Empty, type Reads } from '../endpoint';

export interface CarCaptain {
  carCaptainId: string;
  name: string;
  mobile: string;
  certificationStatus: CertificationStatus;
  /** Number of vehicles in the captain's fleet. */
  carCount: number;
  /** `YYYY-MM-DD HH:mm:ss` when bound to the current driver; null in search results. */
  bindTime: string | null;
}

export interface CarCaptainRequest {
  carCaptainId: string;
}

export interface MobileRequest {
  mobile: string;
}

export interface EnterpriseUserCheck {
  isEnterprisePersonnel: boolean;
  enterpriseName: string | null;
}

export interface EnterpriseProject {
  id: string;
  projectName: string;
  enterpriseId: string;
  enterpriseName: string;
  contactName: string;
  contactPhone: string;
  address: string;
  /** `YYYY-MM-DD`. */
  startDate: string;
  endDate: string;
}

/** The network freight carrier (网络货运平台) that contracts the driver. */
export interface NetworkTransporter {
  id: string;
  name: string;
  /** 统一社会信用代码. */
  creditCode: string;
  roadTransportPermitNo: string;
  address: string;
  contactPhone: string;
}

export const captain = {
  /** The driver's bound captain, or null. */
  getCarCaptain: endpoint<Empty, CarCaptain | null>('mdc', 'userDriverExpand/getCarCaptain'),
  /** Any captain with this mobile; null when none. */
  getCarCaptainByMobile: endpoint<MobileRequest, CarCaptain | null>(
    'mdc',
    'userDriverExpand/getCarCaptainByMobile',
  ),
  /** Only a real-name certified (approved) captain; null otherwise. */
  getCarCaptainByMobilePass: endpoint<MobileRequest, CarCaptain | null>(
    'mdc',
    'userDriverExpand/getCarCaptainByMobilePass',
  ),
  addCarCaptainForApp: endpoint<CarCaptainRequest, null>(
    'mdc',
    'userDriverExpand/addCarCaptainForApp',
    { changes: (): Reads => [captain.getCarCaptain] },
  ),
  deleteCarCaptain: endpoint<CarCaptainRequest, null>('mdc', 'userDriverExpand/deleteCarCaptain', {
    changes: (): Reads => [captain.getCarCaptain],
  }),
  checkUser: endpoint<MobileRequest, EnterpriseUserCheck>(
    'mdc',
    'enterprisePersonnelInfo/checkUser',
  ),
  getEnterpriseProject: endpoint<{ id: string }, EnterpriseProject>(
    'mdc',
    'cuc/enterpriseProject/get',
  ),
  /** The transporter serving the current driver. */
  getNetworkTransporterDetail: endpoint<Empty, NetworkTransporter>(
    'mdc',
    'cuc/networkTransporter/getDetail',
  ),
  getNetworkTransporter: endpoint<{ id: string }, NetworkTransporter>(
    'mdc',
    'cuc/networkTransporter/get',
  ),
} as const;
