/**
 * What a vehicle of a type can carry: the one table of vehicle class → largest rated load
 * (核定载质量) that the vehicle form, the sandbox's seed and its world invariants share.
 *
 * Classes follow the motor-vehicle types of GA 802 (by 总质量, total mass) and the limits of
 * GB 1589 (a rigid four-axle truck at most 31 t, a six-axle tractor with semi-trailer at most 49 t).
 * A vehicle's rated load is below its total mass, so each class's bound on the load is:
 * - 微型 (total mass < 1.8 t): ≤ 1.8 t;
 * - 轻型 (total mass < 4.5 t): ≤ 4.5 t;
 * - 中型 (total mass 4.5–12 t): ≤ 12 t;
 * - 重型 rigid trucks (厢式, 仓栅式, 栏板, 自卸, 罐式, 冷藏; total mass ≤ 31 t, tare ≥ 6 t): ≤ 25 t;
 * - 牵引车 / 半挂 (combination ≤ 49 t, tractor and trailer tare ≥ 9 t): ≤ 40 t.
 * The type is the dictionary's label (`重型半挂牵引车`, `轻型厢式货车`…); the class is read from its
 * words, so a label the dictionary gains later still finds its class.
 */

export type VehicleClassKey = 'mini' | 'light' | 'medium' | 'heavy' | 'tractor';

export interface VehicleClass {
  key: VehicleClassKey;
  /** The class as the type's label names it. */
  label: string;
  /** Largest rated load of the class, kg. */
  maxLoadKg: number;
  /** The rated loads a seeded vehicle of the class is drawn from, kg (a typical range, within the bound). */
  typicalKg: readonly [min: number, max: number];
}

export const VEHICLE_CLASSES: Readonly<Record<VehicleClassKey, VehicleClass>> = {
  mini: { key: 'mini', label: '微型', maxLoadKg: 1_800, typicalKg: [500, 1_500] },
  light: { key: 'light', label: '轻型', maxLoadKg: 4_500, typicalKg: [1_500, 4_500] },
  medium: { key: 'medium', label: '中型', maxLoadKg: 12_000, typicalKg: [5_000, 12_000] },
  heavy: { key: 'heavy', label: '重型', maxLoadKg: 25_000, typicalKg: [15_000, 25_000] },
  tractor: { key: 'tractor', label: '牵引车/半挂', maxLoadKg: 40_000, typicalKg: [34_000, 40_000] },
};

/** The class of a vehicle type label; null for a label that names no class (nothing to check). */
export function vehicleClassOf(vehicleType: string): VehicleClass | null {
  const type = vehicleType.trim();
  if (type.includes('牵引') || type.includes('半挂')) return VEHICLE_CLASSES.tractor;
  if (type.startsWith('重型')) return VEHICLE_CLASSES.heavy;
  if (type.startsWith('中型')) return VEHICLE_CLASSES.medium;
  if (type.startsWith('轻型')) return VEHICLE_CLASSES.light;
  if (type.startsWith('微型')) return VEHICLE_CLASSES.mini;
  return null;
}

/** The largest rated load (kg) a vehicle of this type can have; null when the type names no class. */
export function maxLoadKgOf(vehicleType: string): number | null {
  return vehicleClassOf(vehicleType)?.maxLoadKg ?? null;
}

/** Whether a rated load (kg) is possible for the type: positive and within the class's bound. */
export function loadFitsType(vehicleType: string, loadKg: number): boolean {
  if (!Number.isFinite(loadKg) || loadKg <= 0) return false;
  const max = maxLoadKgOf(vehicleType);
  return max === null || loadKg <= max;
}
