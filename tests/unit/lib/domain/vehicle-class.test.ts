/** What a vehicle of a type can carry: one table for the vehicle form, the sandbox seed and its invariants. */
import { describe, expect, it } from 'vitest';
import { EMPTY_VEHICLE, vehicleRules } from '@/features/account/vehicle/vehicle-form-values';
import {
  loadFitsType,
  maxLoadKgOf,
  VEHICLE_CLASSES,
  vehicleClassOf,
} from '@/lib/domain/vehicle-class';
import { DICTIONARIES } from '@sim/sandbox/store/catalog';

describe('vehicle classes', () => {
  it('reads the class from the type label, tractors and semi-trailers before the weight class', () => {
    expect(vehicleClassOf('重型半挂牵引车')?.key).toBe('tractor');
    expect(vehicleClassOf('重型普通半挂车')?.key).toBe('tractor');
    expect(vehicleClassOf('重型厢式货车')?.key).toBe('heavy');
    expect(vehicleClassOf('重型冷藏车')?.key).toBe('heavy');
    expect(vehicleClassOf('中型厢式货车')?.key).toBe('medium');
    expect(vehicleClassOf('轻型厢式货车')?.key).toBe('light');
    expect(vehicleClassOf('微型货车')?.key).toBe('mini');
    expect(vehicleClassOf('其他')).toBeNull();
  });

  it('bounds the rated load: 轻型 4.5 t, 中型 12 t, 重型 25 t, 牵引车/半挂 40 t', () => {
    expect(maxLoadKgOf('轻型厢式货车')).toBe(4_500);
    expect(maxLoadKgOf('中型厢式货车')).toBe(12_000);
    expect(maxLoadKgOf('重型仓栅式货车')).toBe(25_000);
    expect(maxLoadKgOf('重型半挂牵引车')).toBe(40_000);
    expect(loadFitsType('轻型厢式货车', 44_500)).toBe(false);
    expect(loadFitsType('轻型厢式货车', 4_500)).toBe(true);
    expect(loadFitsType('重型半挂牵引车', 34_000)).toBe(true);
    expect(loadFitsType('重型半挂牵引车', 0)).toBe(false);
    expect(loadFitsType('其他', 60_000)).toBe(true);
  });

  it('gives every type of the dictionary a class whose typical loads are within its bound', () => {
    for (const { label } of DICTIONARIES.vehicleType!) expect(vehicleClassOf(label)).not.toBeNull();
    for (const c of Object.values(VEHICLE_CLASSES)) {
      expect(c.typicalKg[0]).toBeLessThan(c.typicalKg[1]);
      expect(c.typicalKg[1]).toBeLessThanOrEqual(c.maxLoadKg);
    }
  });
});

describe('the vehicle form', () => {
  const load = (vehicleType: string, loadWeight: string) =>
    vehicleRules.loadWeight(loadWeight, { ...EMPTY_VEHICLE, vehicleType, loadWeight });

  it('refuses a rated load the chosen type cannot have, and says the bound', () => {
    expect(load('轻型厢式货车', '44500')).toBe('轻型车型的核定载质量不能超过 4500 kg');
    expect(load('重型半挂牵引车', '44500')).toBe('牵引车/半挂车型的核定载质量不能超过 40000 kg');
    expect(load('轻型厢式货车', '4500')).toBeNull();
    expect(load('', '44500')).toBeNull();
    expect(load('轻型厢式货车', 'abc')).toBe('请输入正确的核定载质量（1-100000 kg）');
  });
});
