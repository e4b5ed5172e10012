/** Seeded enterprises, projects and network transporters. */
import type { EnterpriseProject, NetworkTransporter } from '@/lib/contract/account/captain';
import { SEEDED_MOBILES } from '../../../store/catalog';
import type { Enterprise } from './types';

/** `mobiles`: the seeded people's phones, in order (two generated users work for E0002). */
export function enterprises(mobiles: string[]): Enterprise[] {
  return [
    { id: 'E0001', name: '河北顺达物流有限公司', personnelMobiles: [SEEDED_MOBILES.captain] },
    {
      id: 'E0002',
      name: '山东通达运输有限公司',
      personnelMobiles: mobiles.slice(4, 6),
    },
  ];
}

export function projects(): EnterpriseProject[] {
  return [
    {
      id: 'P0001',
      projectName: '唐钢钢材运输项目',
      enterpriseId: 'E0001',
      enterpriseName: '河北顺达物流有限公司',
      contactName: '周建国',
      contactPhone: '13903110001',
      address: '河北省唐山市路北区建设路88号',
      startDate: '2025-01-01',
      endDate: '2026-12-31',
    },
    {
      id: 'P0002',
      projectName: '青岛港集装箱短驳项目',
      enterpriseId: 'E0002',
      enterpriseName: '山东通达运输有限公司',
      contactName: '孙海涛',
      contactPhone: '13905320002',
      address: '山东省青岛市黄岛区中山路12号',
      startDate: '2025-03-01',
      endDate: '2026-02-28',
    },
  ];
}

export function transporters(): NetworkTransporter[] {
  return [
    {
      id: 'T0001',
      name: '冀运通网络货运有限公司',
      creditCode: '91130100MA0CX8K51P',
      roadTransportPermitNo: '冀交运管许可石字130100000123号',
      address: '河北省石家庄市长安区中山路199号',
      contactPhone: '400-800-0000',
    },
    {
      id: 'T0002',
      name: '鲁港智运网络货运有限公司',
      creditCode: '91370200MA3RY2Q07B',
      roadTransportPermitNo: '鲁交运管许可青字370200000456号',
      address: '山东省青岛市市南区人民路6号',
      contactPhone: '400-800-0001',
    },
  ];
}
