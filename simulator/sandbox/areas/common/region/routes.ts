/** Regions from the fixed tree in store/regions.ts. */
import { region, type Region, type RegionNode } from '@/lib/contract/common/region';
import { optionalText, text } from '../../../fields';
import { route } from '../../../router';
import { REGIONS } from '../../../store/regions';

function flat(): Region[] {
  return REGIONS.flatMap((p) => [
    { code: p.code, name: p.name, parentCode: null, level: 1 as const },
    ...p.cities.flatMap((c) => [
      { code: c.code, name: c.name, parentCode: p.code, level: 2 as const },
      ...c.districts.map((d) => ({
        code: d.code,
        name: d.name,
        parentCode: c.code,
        level: 3 as const,
      })),
    ]),
  ]);
}

function tree(): RegionNode[] {
  return REGIONS.map((p) => ({
    value: p.code,
    label: p.name,
    children: p.cities.map((c) => ({
      value: c.code,
      label: c.name,
      children: c.districts.map((d) => ({ value: d.code, label: d.name })),
    })),
  }));
}

export const regionRoutes = [
  route(region.getRegion, (req) => {
    const parent = optionalText(req.parentCode) ?? null;
    return flat().filter((r) => r.parentCode === parent);
  }),

  route(region.getRegionToThree, () => tree()),

  route(region.getRegionCodeByName, (req) => {
    const province = REGIONS.find((p) => p.name === text(req.provinceName, '省份'));
    const city = province?.cities.find((c) => c.name === optionalText(req.cityName));
    const district = city?.districts.find((d) => d.name === optionalText(req.districtName));
    return {
      provinceCode: province?.code ?? null,
      cityCode: city?.code ?? null,
      districtCode: district?.code ?? null,
    };
  }),
];
