import { describe, expect, it } from 'vitest';
import { parseIdCard } from '@/lib/domain/id-card';
import { isMobile } from '@/lib/domain/mobile';
import { allDistricts, REGIONS } from '@sim/sandbox/store/regions';
import { seedState } from '@sim/sandbox/store/seed';
import { createSandbox } from '@sim/sandbox/sandbox';

/** The §5 rule written out again here, independent of the code under test. */
function checkDigitOk(id: string): boolean {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const map = ['1', '0', 'X', '9', '8', '7', '6', '5', '4', '3', '2'];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return map[sum % 11] === id[17];
}

/** The seeded users as testers see them: the account with each area's records. */
function seededUsers(seed: number) {
  const sb = createSandbox({ seed, log: () => {} });
  return sb.control.users().map((u) => sb.control.user(u.mobile)!);
}

const PLATE = /^[京冀晋苏鲁豫粤][A-HJ-NP-Z][A-HJ-NP-Z0-9]{5}$/;

describe('seeded data', () => {
  it.each([1, 7, 20250101, 987654321])(
    'seed %i: every ID number passes the §5 check and agrees with the person',
    (seed) => {
      const users = seededUsers(seed);
      const districts = new Set(allDistricts().map((d) => d.district.code));
      const withIdentity = users.filter((u) => u.identity);
      expect(withIdentity.length).toBeGreaterThanOrEqual(10);
      for (const u of withIdentity) {
        const id = u.identity!.certificateNumber!;
        expect(checkDigitOk(id), id).toBe(true);
        const parsed = parseIdCard(id);
        expect(parsed.valid, id).toBe(true);
        expect(districts.has(id.slice(0, 6))).toBe(true);
        if (parsed.valid) {
          expect(u.identity!.birthday).toBe(parsed.birthdate);
          expect(u.identity!.gender).toBe(parsed.gender === 'M' ? '男' : '女');
        }
        expect(u.identity!.name).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
        if (u.driverLicense) expect(u.driverLicense.driverLicenseNo).toBe(id);
      }
    },
  );

  it('phones pass the mobile rule and are unique; plates look real and are unique', () => {
    const users = seededUsers(42);
    const phones = users.map((u) => u.mobile);
    expect(phones.every(isMobile)).toBe(true);
    expect(new Set(phones).size).toBe(phones.length);
    const plates = users.flatMap((u) => u.cars.map((c) => c.carNo));
    expect(plates.length).toBeGreaterThan(25);
    for (const p of plates) expect(p).toMatch(PLATE);
    expect(new Set(plates).size).toBe(plates.length);
  });

  it('addresses name a province, city and district of the region tree', () => {
    const users = seededUsers(3);
    const provinces = REGIONS.map((p) => p.name);
    for (const u of users.filter((x) => x.identity)) {
      expect(provinces.some((p) => u.identity!.address!.startsWith(p))).toBe(true);
    }
  });

  it('the same seed gives the same data and the same SMS codes; another seed differs', async () => {
    expect(seedState(11)).toEqual(seedState(11));
    expect(seededUsers(11).map((u) => u.identity?.name)).not.toEqual(
      seededUsers(12).map((u) => u.identity?.name),
    );

    const codes = async (seed: number) => {
      const sb = createSandbox({ seed, log: () => {} });
      const out: string[] = [];
      for (const mobile of ['13911112222', '13911113333', '13911114444']) {
        await sb.handle(
          new Request('http://x.test/api/mdc/pbc/smsSend/sendTemplateErificationCodeSms', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ mobile, template: 'login' }),
          }),
        );
        out.push(sb.control.sms.latest(mobile)!.code);
      }
      return out;
    };
    expect(await codes(5)).toEqual(await codes(5));
    expect(await codes(5)).not.toEqual(await codes(6));
  });

  it('keeps the documented seeded phones for every seed', () => {
    for (const seed of [1, 2, 3]) {
      const mobiles = seededUsers(seed)
        .slice(0, 4)
        .map((u) => u.mobile);
      expect(mobiles).toEqual(['13800000001', '13800000002', '13800000003', '13800000004']);
    }
  });
});
