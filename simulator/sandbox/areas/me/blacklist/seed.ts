/**
 * The certified driver (13800000002) was blacklisted twice: once by a shipper that stops him from
 * grabbing its goods, once by a logistics enterprise as a warning only. Nobody else is on a list.
 */
import type { BlacklistRecord } from '@/lib/contract/me/blacklist';
import { SEEDED_MOBILES } from '../../../store/catalog';
import { DAY_MS, formatDateTime } from '../../../store/time';
import type { SeedContext } from '../../slice';
import type { BlacklistTables } from './types';

export function seedBlacklist({ people, epochMs }: SeedContext): BlacklistTables {
  const driver = people.find((p) => p.mobile === SEEDED_MOBILES.certifiedDriver);
  if (!driver) return { records: {} };
  const id = driver.appUserId;
  const records: BlacklistRecord[] = [
    {
      id: `BL${id}01`,
      enterpriseName: '安徽恒通煤业有限公司',
      enterpriseType: 1,
      reason: '多次接单后未按约定时间到厂装货',
      createTime: formatDateTime(epochMs - 12 * DAY_MS + 10 * 3600_000),
      restrictGrab: 1,
    },
    {
      id: `BL${id}02`,
      enterpriseName: '江苏顺达物流有限公司',
      enterpriseType: 2,
      reason: '卸货后回单上传不及时',
      createTime: formatDateTime(epochMs - 40 * DAY_MS + 15 * 3600_000),
      restrictGrab: 0,
    },
  ];
  return { records: { [id]: records } };
}
