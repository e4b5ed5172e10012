/** Administrative regions: province → city → district (mdc pbc/region, §7.1). */
import { endpoint, type Empty } from '../endpoint';

/** 1 province, 2 city, 3 district. */
export type RegionLevel = 1 | 2 | 3;

export interface Region {
  /** Six-digit administrative code, e.g. `130102`. */
  code: string;
  name: string;
  /** Null for provinces. */
  parentCode: string | null;
  level: RegionLevel;
}

/** Picker tree node; districts have no `children`. */
export interface RegionNode {
  value: string;
  label: string;
  children?: RegionNode[];
}

export interface RegionNameRequest {
  provinceName: string;
  cityName?: string;
  districtName?: string;
}

/** Null for a name that does not match. */
export interface RegionCodes {
  provinceCode: string | null;
  cityCode: string | null;
  districtCode: string | null;
}

export const region = {
  /** Children of `parentCode`; provinces when it is absent. */
  getRegion: endpoint<{ parentCode?: string }, Region[]>('mdc', 'pbc/region/getRegion'),
  getRegionToThree: endpoint<Empty, RegionNode[]>('mdc', 'pbc/region/getRegionToThree'),
  getRegionCodeByName: endpoint<RegionNameRequest, RegionCodes>(
    'mdc',
    'pbc/region/getRegionCodeByName',
  ),
} as const;
