/**
 * The grab's gates as rows (issue 12 item 3): each read becomes passed, failed with why and the one
 * action that fixes it, or checking. Pure functions of the reads, so the rules are easy to follow.
 */
import type { DriverLicenseInfo, ExpiryCheck } from '@/lib/contract/license';
import type { FenceCheck, VehicleChoice } from '@/lib/contract/supply';
import { CertificationStatus, toCertificationStatus } from '@/lib/domain/certification';
import { paths } from '@/lib/routing/paths';
import { grabMessages as t } from '../grab-messages';

export type GateKey = keyof typeof t.gate;
export type GateState = 'passed' | 'failed' | 'checking' | 'waiting';

/** A link (`to`) or something to do in place (`run`). */
export interface GateAction {
  label: string;
  to?: string;
  run?: () => void;
}

export interface GateRow {
  key: GateKey;
  state: GateState;
  text: string;
  actions: GateAction[];
}

export const checking = (key: GateKey): GateRow => ({
  key,
  state: 'checking',
  text: t.checking,
  actions: [],
});
const passed = (key: GateKey, text: string): GateRow => ({
  key,
  state: 'passed',
  text,
  actions: [],
});
const failed = (key: GateKey, text: string, ...actions: GateAction[]): GateRow => ({
  key,
  state: 'failed',
  text,
  actions,
});

export function realNameRow(status: unknown, refresh: () => void): GateRow {
  const s = toCertificationStatus(status);
  if (s === CertificationStatus.Certified) return passed('realName', t.realName.ok);
  if (s === CertificationStatus.NotCertified)
    return failed('realName', t.realName.none, {
      label: t.realName.certify,
      to: paths.selectRole.to(),
    });
  if (s === CertificationStatus.Failed)
    return failed('realName', t.realName.failed, {
      label: t.realName.redo,
      to: paths.authAdd.to(),
    });
  return failed('realName', t.realName.pending, { label: t.refresh, run: refresh });
}

export function licenceRow(info: DriverLicenseInfo | undefined, refresh: () => void): GateRow {
  if (!info) return checking('licence');
  const vo = info.userDriverLicenseVO;
  if (!vo)
    return failed('licence', t.licence.none, {
      label: t.licence.upload,
      to: paths.driverVoucher2.to(),
    });
  if (vo.approvalStatus === 20) return passed('licence', t.licence.ok);
  if (vo.approvalStatus === 10)
    return failed('licence', t.licence.pending, { label: t.refresh, run: refresh });
  return failed('licence', t.licence.rejected(vo.approvalOpinion), {
    label: t.licence.redo,
    to: paths.license.to(),
  });
}

export function vehicleRow(choices: VehicleChoice[] | undefined): GateRow {
  if (!choices) return checking('vehicle');
  const usable = choices.filter((c) => c.usable);
  if (usable.length > 0) return passed('vehicle', t.vehicle.ok(usable.length));
  const first = choices[0];
  const why = first?.reason ? `（${first.carNo}：${first.reason}）` : '';
  return failed('vehicle', `${t.vehicle.none}${why}`, {
    label: t.vehicle.add,
    to: paths.carAdd.to(),
  });
}

/** §3: the larger of the two levels counts; 2 (expired) blocks, 1 (soon) only warns. */
export function expiryRow(check: ExpiryCheck | undefined): GateRow {
  if (!check) return checking('expiry');
  const { driverLicenseIsExpired: driver, roadTransportIsExpired: road } = check;
  if (driver === 2)
    return failed('expiry', t.expiry.driver, {
      label: t.expiry.renewLicence,
      to: paths.license.to(),
    });
  if (road === 2)
    return failed('expiry', t.expiry.road, {
      label: t.expiry.renewVehicle,
      to: paths.vehicleList.to(),
    });
  return passed('expiry', Math.max(driver, road) === 1 ? t.expiry.soon : t.expiry.ok);
}

export interface FenceRead {
  data: FenceCheck | undefined;
  /** The bridge could not give a position (permission off, no signal). */
  noLocation: boolean;
  error: Error | null;
  isFetching: boolean;
}

export function fenceRow(read: FenceRead, refresh: () => void, navigate: () => void): GateRow {
  const again = { label: t.fence.refresh, run: refresh };
  if (read.isFetching) return checking('fence');
  if (read.noLocation) return failed('fence', t.fence.noLocation, again);
  if (read.error) return failed('fence', `${t.fence.failed}：${read.error.message}`, again);
  if (!read.data) return checking('fence');
  const { inside, distanceM, radiusM, fenceName } = read.data;
  if (inside) return passed('fence', t.fence.inside(fenceName));
  return failed('fence', t.fence.outside(distanceM, radiusM), again, {
    label: t.fence.navigate,
    run: navigate,
  });
}

/** A gate waits until every gate before it has passed. */
export function chain(rows: GateRow[]): GateRow[] {
  let open = true;
  return rows.map((row) => {
    if (!open) return { key: row.key, state: 'waiting', text: t.waiting, actions: [] };
    if (row.state !== 'passed') open = false;
    return row;
  });
}
