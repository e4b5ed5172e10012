/** Generators for Chinese names, phones, ID numbers, addresses and plates. */
import { makeIdCardCheckDigit } from '@/lib/domain/id-card';
import type { Rng } from './prng';
import { allDistricts, type DistrictPath } from './regions';

const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严武戴孔汤',
];
const GIVEN = [
  ...'伟芳军强磊洋勇杰涛明超平刚辉鹏华飞鑫波斌宇浩凯健俊帅峰亮建国志海东林永成新春生文德',
];

/** Letters allowed in plates (I and O are never used). */
const PLATE_LETTERS = [...'ABCDEFGHJKLMNPQRSTUVWXYZ'];
const PLATE_ALNUM = [...PLATE_LETTERS, ...'0123456789'];
const STREETS = ['建设路', '人民路', '解放路', '和平路', '中山路', '胜利街', '朝阳路', '新华街'];

export function chineseName(rng: Rng): string {
  const given = rng.next() < 0.5 ? rng.pick(GIVEN) : rng.pick(GIVEN) + rng.pick(GIVEN);
  return rng.pick(SURNAMES) + given;
}

/** A mobile that passes §5 (1, then 3 to 9, 11 digits) and avoids the reserved 138000000xx block. */
export function mobile(rng: Rng): string {
  return `1${rng.pick(['3', '5', '7', '8', '9'])}${rng.int(1, 9)}${rng.digits(8)}`;
}

export function district(rng: Rng): DistrictPath {
  return rng.pick(allDistricts());
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** An 18-character ID number born 1965–2000 in `place`; odd sequence digit = male. */
export function idNumber(rng: Rng, place: DistrictPath, male: boolean): string {
  const year = rng.int(1965, 2000);
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  const order = rng.int(0, 49) * 2 + (male ? 1 : 0);
  const first17 = `${place.district.code}${year}${pad(month, 2)}${pad(day, 2)}${pad(rng.int(0, 9), 1)}${pad(order, 2)}`;
  return first17 + makeIdCardCheckDigit(first17);
}

export function address(rng: Rng, place: DistrictPath): string {
  const { province, city, district: d } = place;
  const cityPart = province.name === city.name ? '' : city.name;
  return `${province.name}${cityPart}${d.name}${rng.pick(STREETS)}${rng.int(1, 300)}号`;
}

/** Province character + city letter + five alphanumerics, e.g. `冀A3K5X2`. */
export function plate(rng: Rng, place: DistrictPath): string {
  const rest = Array.from({ length: 5 }, () => rng.pick(PLATE_ALNUM)).join('');
  return `${place.province.plateChar}${place.city.plateLetter}${rest}`;
}

export function vin(rng: Rng): string {
  return `LZZ${Array.from({ length: 14 }, () => rng.pick(PLATE_ALNUM)).join('')}`;
}
