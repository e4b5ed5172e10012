/** The grab's gates, shared by the H5's conditions screen and the sandbox's grab. */
import { describe, expect, it } from 'vitest';
import {
  gateMet,
  grabGates,
  maxQuantityFor,
  truckloadFreight,
  truckloadQuantity,
  vehicleProblem,
  type GrabFacts,
  type GrabGate,
  type GrabVehicle,
} from '@/lib/domain/grab-gates';

const NOW = '2026-11-22 09:00:00';

const truck = (patch: Partial<GrabVehicle> = {}): GrabVehicle => ({
  carNo: '冀A12345',
  approvalStatus: 20,
  vehicleType: '重型半挂牵引车',
  loadWeight: 40_000,
  roadTransportValidTo: '2028-01-01',
  drivingLicenseValidTo: '2028-01-01',
  ...patch,
});

const facts = (patch: Partial<GrabFacts> = {}): GrabFacts => ({
  certificationStatus: 1,
  licence: {
    approvalStatus: 20,
    validTo: '2030-01-01',
    qualificationCertificateNo: '130102198001011234',
    qualificationValidTo: '2030-01-01',
  },
  vehicles: [truck()],
  blacklist: [],
  source: {
    kind: 'bulk',
    unit: 'ton',
    vehicleTypes: [],
    minQuantity: 10,
    remainingQuantity: 1200,
    totalQuantity: 3000,
    shipperName: '山西晋煤运销集团有限公司',
    loadingEnd: '2026-11-24 07:00:00',
  },
  now: NOW,
  ...patch,
});

const problems = (f: GrabFacts) =>
  Object.fromEntries(grabGates(f).map((g) => [g.key, g.problem])) as Record<
    GrabGate['key'],
    string | null
  >;

describe('grabGates', () => {
  it('lists every gate met for a certified driver with a fitting truck', () => {
    const gates = grabGates(facts());
    expect(gates.map((g) => g.key)).toEqual([
      'realName',
      'licence',
      'qualification',
      'vehicle',
      'vehicleType',
      'capacity',
      'blacklist',
      'loadingWindow',
    ]);
    expect(gates.every(gateMet)).toBe(true);
  });

  it('fails the qualification for a licence without a certificate, and for one expired', () => {
    const base = facts().licence!;
    expect(
      problems(facts({ licence: { ...base, qualificationCertificateNo: null } })).qualification,
    ).toBe('none');
    expect(
      problems(facts({ licence: { ...base, qualificationCertificateNo: '  ' } })).qualification,
    ).toBe('none');
    expect(
      problems(facts({ licence: { ...base, qualificationValidTo: '2026-11-21' } })).qualification,
    ).toBe('expired');
    // Valid through its last day.
    expect(
      problems(facts({ licence: { ...base, qualificationValidTo: '2026-11-22' } })).qualification,
    ).toBeNull();
  });

  it('words the real name and the licence by their states', () => {
    expect(problems(facts({ certificationStatus: 999, licence: null }))).toMatchObject({
      realName: 'none',
      licence: 'none',
      qualification: 'none',
    });
    expect(problems(facts({ certificationStatus: '0' })).realName).toBe('pending');
    expect(problems(facts({ certificationStatus: 2 })).realName).toBe('failed');
    const base = facts().licence!;
    expect(problems(facts({ licence: { ...base, approvalStatus: 10 } })).licence).toBe('pending');
    expect(problems(facts({ licence: { ...base, approvalStatus: 30 } })).licence).toBe('rejected');
    expect(problems(facts({ licence: { ...base, validTo: '2026-01-01' } })).licence).toBe(
      'expired',
    );
  });

  it('refuses a refrigerated-truck source when no certified vehicle is of that type', () => {
    const f = facts({ source: { ...facts().source, vehicleTypes: ['重型冷藏车'] } });
    const gate = grabGates(f).find((g) => g.key === 'vehicleType')!;
    expect(gate).toMatchObject({ problem: 'wrongType', blocked: false, types: ['重型冷藏车'] });
    // The capacity cannot be judged without a fitting vehicle: not met, not failed.
    const capacity = grabGates(f).find((g) => g.key === 'capacity')!;
    expect(capacity).toMatchObject({ problem: null, blocked: true });
    expect(gateMet(capacity)).toBe(false);
    // A refrigerated truck of the driver's that is still in review does not count.
    const pending = truck({ carNo: '冀A99999', vehicleType: '重型冷藏车', approvalStatus: 10 });
    expect(problems({ ...f, vehicles: [truck(), pending] }).vehicleType).toBe('wrongType');
    expect(
      problems({ ...f, vehicles: [truck(), { ...pending, approvalStatus: 20 }] }),
    ).toMatchObject({ vehicleType: null, capacity: null });
  });

  it('says why no vehicle counts: none, in review, expired, not certified', () => {
    expect(problems(facts({ vehicles: [] })).vehicle).toBe('none');
    expect(problems(facts({ vehicles: [truck({ approvalStatus: 10 })] })).vehicle).toBe('pending');
    expect(
      problems(facts({ vehicles: [truck({ roadTransportValidTo: '2026-11-01' })] })).vehicle,
    ).toBe('expired');
    expect(problems(facts({ vehicles: [truck({ approvalStatus: 30 })] })).vehicle).toBe(
      'uncertified',
    );
    const gate = grabGates(facts({ vehicles: [] })).find((g) => g.key === 'vehicleType')!;
    expect(gate).toMatchObject({ problem: null, blocked: true });
  });

  it('needs a vehicle that carries one load: a whole load or the bulk minimum', () => {
    const whole = { ...facts().source, kind: 'whole' as const, totalQuantity: 45 };
    const gate = grabGates(facts({ source: whole })).find((g) => g.key === 'capacity')!;
    expect(gate).toMatchObject({ problem: 'tooSmall', needed: 45, largest: 40 });
    // The last part of a bulk source may be under the minimum: a small truck still takes it.
    const last = { ...facts().source, minQuantity: 50, remainingQuantity: 8 };
    expect(
      problems(facts({ source: last, vehicles: [truck({ loadWeight: 10_000 })] })).capacity,
    ).toBeNull();
  });

  it('refuses the shipper that blacklisted the driver, not one that only warned him', () => {
    const shipperName = '安徽恒通煤业有限公司';
    const source = { ...facts().source, shipperName };
    expect(
      problems(facts({ source, blacklist: [{ enterpriseName: shipperName, restrictGrab: 1 }] }))
        .blacklist,
    ).toBe('blacklisted');
    expect(
      problems(facts({ source, blacklist: [{ enterpriseName: shipperName, restrictGrab: 0 }] }))
        .blacklist,
    ).toBeNull();
  });

  it('closes once the loading window has ended', () => {
    const source = { ...facts().source, loadingEnd: '2026-11-22 08:59:59' };
    expect(problems(facts({ source })).loadingWindow).toBe('closed');
    expect(problems(facts({ source, now: '2026-11-22 08:59:59' })).loadingWindow).toBeNull();
  });
});

describe('what one truck takes', () => {
  const bulk = facts().source;

  it('caps a quantity by what remains and by the vehicle', () => {
    expect(maxQuantityFor(bulk, { loadWeight: 40_000 })).toBe(40);
    expect(maxQuantityFor(bulk, { loadWeight: 31_450 })).toBe(31.45);
    expect(maxQuantityFor({ ...bulk, remainingQuantity: 32 }, { loadWeight: 49_000 })).toBe(32);
    expect(maxQuantityFor(bulk, null)).toBe(1200);
    // 方 are not limited by the load in kg.
    expect(maxQuantityFor({ ...bulk, unit: 'cubic' }, { loadWeight: 40_000 })).toBe(1200);
  });

  it('judges a vehicle on its own, as the vehicle choice does', () => {
    const cold = { ...bulk, vehicleTypes: ['重型冷藏车'] };
    expect(vehicleProblem(truck(), cold, NOW)).toBe('wrongType');
    expect(vehicleProblem(truck({ loadWeight: 5_000 }), bulk, NOW)).toBe('tooSmall');
    expect(vehicleProblem(truck(), bulk, NOW)).toBeNull();
  });

  it('prices a truckload, not the whole remaining tonnage', () => {
    const source = { ...bulk, unitPrice: 54_460, totalFreight: 65_352_000 };
    expect(truckloadQuantity(source)).toBe(40);
    expect(truckloadFreight(source)).toBe(2_178_400);
    expect(truckloadFreight(source, 32)).toBe(1_742_720);
    expect(truckloadFreight({ ...source, remainingQuantity: 12.5 })).toBe(680_750);
    expect(truckloadFreight({ ...source, kind: 'whole', totalFreight: 1_600_000 })).toBe(1_600_000);
  });
});
