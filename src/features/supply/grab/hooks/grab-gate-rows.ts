/**
 * The grab's gates as rows: each gate of the shared rule (src/lib/domain/grab-gates.ts, which the
 * server judges with too) becomes passed, failed with why and the action that fixes it, waiting
 * (an earlier gate must be met first) or checking (its reads are on the way).
 */
import type { DriverLicenseVO } from '@/lib/contract/account/license';
import type { FenceCheck } from '@/lib/contract/supply/market';
import type { QuantityUnit } from '@/lib/contract/supply/load';
import type { GrabGate } from '@/lib/domain/grab-gates';
import { formatNumber } from '@/lib/domain/quantity';
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
export const waiting = (key: GateKey): GateRow => ({
  key,
  state: 'waiting',
  text: t.waiting,
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

const link = (label: string, to: string): GateAction => ({ label, to });
const otherSources = link(t.otherSources, paths.supply.to());
const addVehicle = link(t.vehicle.add, paths.carAdd.to());
/** `2026-11-24 07:00:00` → `11-24 07:00`. */
const shortTime = (text: string) => text.slice(5, 16);

export interface GateContext {
  unit: QuantityUnit;
  /** The licence as read, for the reviewer's opinion of a rejected one. */
  licence: DriverLicenseVO | null;
  refresh: { user: () => void; licence: () => void; vehicles: () => void };
}

function realNameRow(gate: Extract<GrabGate, { key: 'realName' }>, c: GateContext): GateRow {
  switch (gate.problem) {
    case null:
      return passed('realName', t.realName.ok);
    case 'none':
      return failed('realName', t.realName.none, link(t.realName.certify, paths.selectRole.to()));
    case 'failed':
      return failed('realName', t.realName.failed, link(t.realName.redo, paths.authAdd.to()));
    default:
      return failed('realName', t.realName.pending, { label: t.refresh, run: c.refresh.user });
  }
}

function licenceRow(gate: Extract<GrabGate, { key: 'licence' }>, c: GateContext): GateRow {
  switch (gate.problem) {
    case null:
      return passed('licence', t.licence.ok);
    case 'none':
      return failed('licence', t.licence.none, link(t.licence.upload, paths.driverVoucher2.to()));
    case 'pending':
      return failed('licence', t.licence.pending, { label: t.refresh, run: c.refresh.licence });
    case 'expired':
      return failed('licence', t.licence.expired, link(t.licence.renew, paths.license.to()));
    default:
      return failed(
        'licence',
        t.licence.rejected(c.licence?.approvalOpinion ?? null),
        link(t.licence.redo, paths.license.to()),
      );
  }
}

function qualificationRow(gate: Extract<GrabGate, { key: 'qualification' }>): GateRow {
  if (gate.problem === null) return passed('qualification', t.qualification.ok);
  return gate.problem === 'none'
    ? failed(
        'qualification',
        t.qualification.none,
        link(t.qualification.upload, paths.addLicense.to()),
      )
    : failed(
        'qualification',
        t.qualification.expired,
        link(t.qualification.renew, paths.addLicense.to()),
      );
}

function vehicleRow(gate: Extract<GrabGate, { key: 'vehicle' }>, c: GateContext): GateRow {
  const mine = link(t.vehicle.mine, paths.vehicleList.to());
  switch (gate.problem) {
    case null:
      return passed('vehicle', t.vehicle.ok(gate.count));
    case 'none':
      return failed('vehicle', t.vehicle.none, addVehicle);
    case 'pending':
      return failed('vehicle', t.vehicle.pending, { label: t.refresh, run: c.refresh.vehicles });
    case 'expired':
      return failed('vehicle', t.vehicle.expired, mine);
    default:
      return failed('vehicle', t.vehicle.uncertified, mine);
  }
}

/** One gate of the shared rule as the row the screen shows. */
export function gateRow(gate: GrabGate, c: GateContext): GateRow {
  switch (gate.key) {
    case 'realName':
      return realNameRow(gate, c);
    case 'licence':
      return licenceRow(gate, c);
    case 'qualification':
      return qualificationRow(gate);
    case 'vehicle':
      return vehicleRow(gate, c);
    case 'vehicleType':
      if (gate.blocked) return waiting('vehicleType');
      if (gate.problem)
        return failed('vehicleType', t.vehicleType.wrong(gate.types), addVehicle, otherSources);
      return passed(
        'vehicleType',
        gate.types.length === 0 ? t.vehicleType.any : t.vehicleType.ok(gate.types),
      );
    case 'capacity': {
      if (gate.blocked) return waiting('capacity');
      const needed = formatNumber(gate.needed);
      if (gate.problem) {
        const largest = gate.largest === null ? null : formatNumber(gate.largest);
        return failed(
          'capacity',
          t.capacity.tooSmall(needed, largest, c.unit),
          addVehicle,
          otherSources,
        );
      }
      return passed('capacity', t.capacity.ok(needed, c.unit));
    }
    case 'blacklist':
      return gate.problem
        ? failed(
            'blacklist',
            t.blacklist.listed(gate.shipperName),
            otherSources,
            link(t.blacklist.view, paths.blacklist.to()),
          )
        : passed('blacklist', t.blacklist.ok);
    case 'loadingWindow':
      return gate.problem
        ? failed('loadingWindow', t.loadingWindow.closed(shortTime(gate.loadingEnd)), otherSources)
        : passed('loadingWindow', t.loadingWindow.ok(shortTime(gate.loadingEnd)));
  }
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
