/**
 * A small province → city → district tree with real administrative codes. ID numbers, addresses
 * and plates are generated from it so all seeded data agree with each other.
 */
export interface DistrictDef {
  code: string;
  name: string;
}

export interface CityDef {
  code: string;
  name: string;
  /** Plate letter of the city, e.g. `A` for the provincial capital. */
  plateLetter: string;
  districts: DistrictDef[];
}

export interface ProvinceDef {
  code: string;
  name: string;
  /** One-character plate prefix, e.g. `冀`. */
  plateChar: string;
  cities: CityDef[];
}

export const REGIONS: readonly ProvinceDef[] = [
  {
    code: '110000',
    name: '北京市',
    plateChar: '京',
    cities: [
      {
        code: '110100',
        name: '北京市',
        plateLetter: 'A',
        districts: [
          { code: '110101', name: '东城区' },
          { code: '110105', name: '朝阳区' },
          { code: '110108', name: '海淀区' },
        ],
      },
    ],
  },
  {
    code: '130000',
    name: '河北省',
    plateChar: '冀',
    cities: [
      {
        code: '130100',
        name: '石家庄市',
        plateLetter: 'A',
        districts: [
          { code: '130102', name: '长安区' },
          { code: '130104', name: '桥西区' },
          { code: '130105', name: '新华区' },
        ],
      },
      {
        code: '130200',
        name: '唐山市',
        plateLetter: 'B',
        districts: [
          { code: '130202', name: '路南区' },
          { code: '130203', name: '路北区' },
        ],
      },
    ],
  },
  {
    code: '140000',
    name: '山西省',
    plateChar: '晋',
    cities: [
      {
        code: '140100',
        name: '太原市',
        plateLetter: 'A',
        districts: [
          { code: '140105', name: '小店区' },
          { code: '140106', name: '迎泽区' },
        ],
      },
    ],
  },
  {
    code: '320000',
    name: '江苏省',
    plateChar: '苏',
    cities: [
      {
        code: '320100',
        name: '南京市',
        plateLetter: 'A',
        districts: [
          { code: '320102', name: '玄武区' },
          { code: '320106', name: '鼓楼区' },
        ],
      },
      {
        code: '320500',
        name: '苏州市',
        plateLetter: 'E',
        districts: [
          { code: '320505', name: '虎丘区' },
          { code: '320508', name: '姑苏区' },
        ],
      },
    ],
  },
  {
    code: '370000',
    name: '山东省',
    plateChar: '鲁',
    cities: [
      {
        code: '370100',
        name: '济南市',
        plateLetter: 'A',
        districts: [
          { code: '370102', name: '历下区' },
          { code: '370103', name: '市中区' },
        ],
      },
      {
        code: '370200',
        name: '青岛市',
        plateLetter: 'B',
        districts: [
          { code: '370202', name: '市南区' },
          { code: '370211', name: '黄岛区' },
        ],
      },
    ],
  },
  {
    code: '410000',
    name: '河南省',
    plateChar: '豫',
    cities: [
      {
        code: '410100',
        name: '郑州市',
        plateLetter: 'A',
        districts: [
          { code: '410105', name: '金水区' },
          { code: '410102', name: '中原区' },
        ],
      },
    ],
  },
  {
    code: '440000',
    name: '广东省',
    plateChar: '粤',
    cities: [
      {
        code: '440100',
        name: '广州市',
        plateLetter: 'A',
        districts: [
          { code: '440106', name: '天河区' },
          { code: '440104', name: '越秀区' },
        ],
      },
      {
        code: '440300',
        name: '深圳市',
        plateLetter: 'B',
        districts: [
          { code: '440305', name: '南山区' },
          { code: '440304', name: '福田区' },
        ],
      },
    ],
  },
];

export interface DistrictPath {
  province: ProvinceDef;
  city: CityDef;
  district: DistrictDef;
}

export function allDistricts(): DistrictPath[] {
  return REGIONS.flatMap((province) =>
    province.cities.flatMap((city) =>
      city.districts.map((district) => ({ province, city, district })),
    ),
  );
}

export function findDistrict(code: string): DistrictPath | null {
  return allDistricts().find((d) => d.district.code === code) ?? null;
}
