/**
 * The region field's default source: the platform's region calls (§7.1 pbc/region/getRegion), one
 * level at a time, so opening the field loads only the provinces.
 */
import { region } from '@/lib/contract/common/region';
import { http } from '@/lib/http/client';
import type { RegionLoader } from './types';

export const loadRegionsFromPlatform: RegionLoader = async (parentCode, signal) => {
  // The picker shows its own error with a retry button, so the client must not toast as well.
  const list = await http.call(region.getRegion, parentCode ? { parentCode } : {}, {
    signal,
    ignoreErrors: true,
  });
  return list.map((r) => ({ label: r.name, value: r.code }));
};
