/**
 * The intervals the platform configures (§7.1: pbc/sysConfigItem/findItemValueByItemKeys reads the
 * electronic-fence detection interval and the driver trail interval), read once per session after
 * login. Values are seconds; a value that is missing, not a number or out of range, or a read that
 * fails, leaves the fallback (the interval the app used before it read the configuration).
 */
import { sysConfig, SysConfigKey, type SysConfigItemValue } from '@/lib/contract/common/sys-config';
import { http } from '@/lib/http/client';

export interface ConfiguredIntervals {
  /** How often a screen that watches a fence re-checks the truck against it. */
  fenceDetectionMs: number;
  /** How often the position is read for the track (the §9 native track and location poll). */
  trailMs: number;
}

/** §9: native track and location poll 60 s; the fence is re-checked as often as the position. */
export const INTERVAL_FALLBACKS: ConfiguredIntervals = {
  fenceDetectionMs: 60_000,
  trailMs: 60_000,
};

/** A configured interval outside these bounds (seconds) is taken for a typo: the fallback stays. */
const MIN_S = 5;
const MAX_S = 3600;

function seconds(items: SysConfigItemValue[], key: string): number | null {
  const raw = items.find((i) => i.itemKey === key)?.itemValue;
  const s = typeof raw === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : NaN;
  return Number.isFinite(s) && s >= MIN_S && s <= MAX_S ? s : null;
}

/** The answer of findItemValueByItemKeys as intervals, each falling back on its own. */
export function intervalsFrom(items: unknown): ConfiguredIntervals {
  const list = Array.isArray(items)
    ? items.filter(
        (i): i is SysConfigItemValue =>
          typeof i === 'object' &&
          i !== null &&
          typeof (i as SysConfigItemValue).itemKey === 'string',
      )
    : [];
  const fence = seconds(list, SysConfigKey.electronicFenceDetectionInterval);
  const trail = seconds(list, SysConfigKey.driverTrailInterval);
  return {
    fenceDetectionMs: fence === null ? INTERVAL_FALLBACKS.fenceDetectionMs : fence * 1000,
    trailMs: trail === null ? INTERVAL_FALLBACKS.trailMs : trail * 1000,
  };
}

let read: Promise<ConfiguredIntervals> | null = null;

/**
 * The configured intervals, read once (needs a logged-in driver: the call carries the token). A
 * failed read answers the fallbacks and is tried again by the next caller.
 */
export function configuredIntervals(): Promise<ConfiguredIntervals> {
  read ??= http
    .call(
      sysConfig.findItemValueByItemKeys,
      {
        itemKeys: [SysConfigKey.electronicFenceDetectionInterval, SysConfigKey.driverTrailInterval],
      },
      { ignoreErrors: true },
    )
    .then(intervalsFrom, () => {
      read = null;
      return INTERVAL_FALLBACKS;
    });
  return read;
}

/** Forgets what was read (logout, tests): the next caller reads again. */
export function forgetIntervals(): void {
  read = null;
}
