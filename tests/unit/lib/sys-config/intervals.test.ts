import { afterEach, describe, expect, it, vi } from 'vitest';
import { sysConfig, SysConfigKey } from '@/lib/contract/common/sys-config';
import { http } from '@/lib/http/client';
import {
  configuredIntervals,
  forgetIntervals,
  INTERVAL_FALLBACKS,
  intervalsFrom,
} from '@/lib/sys-config/intervals';

const FENCE = SysConfigKey.electronicFenceDetectionInterval;
const TRAIL = SysConfigKey.driverTrailInterval;

afterEach(() => {
  forgetIntervals();
  vi.restoreAllMocks();
});

describe('configured intervals (§7.1)', () => {
  it('reads seconds into milliseconds', () => {
    expect(
      intervalsFrom([
        { itemKey: FENCE, itemValue: '300' },
        { itemKey: TRAIL, itemValue: ' 15 ' },
      ]),
    ).toEqual({ fenceDetectionMs: 300_000, trailMs: 15_000 });
  });

  it('falls back on each value that is missing, not a number or out of range, and on nonsense', () => {
    expect(INTERVAL_FALLBACKS).toEqual({ fenceDetectionMs: 60_000, trailMs: 60_000 });
    expect(intervalsFrom([{ itemKey: TRAIL, itemValue: '30' }])).toEqual({
      fenceDetectionMs: 60_000,
      trailMs: 30_000,
    });
    for (const bad of ['', 'abc', '-5', '0', '2', '7200', '1e3', '60s']) {
      expect(intervalsFrom([{ itemKey: FENCE, itemValue: bad }]), bad).toEqual(INTERVAL_FALLBACKS);
    }
    expect(intervalsFrom(null)).toEqual(INTERVAL_FALLBACKS);
    expect(intervalsFrom([null, 3, { itemKey: 1 }])).toEqual(INTERVAL_FALLBACKS);
  });

  it('asks the platform once for both keys, and again only after a failed read', async () => {
    const call = vi.spyOn(http, 'call');
    call.mockRejectedValueOnce(new Error('offline'));
    expect(await configuredIntervals()).toEqual(INTERVAL_FALLBACKS);
    call.mockResolvedValueOnce([{ itemKey: TRAIL, itemValue: '20' }]);
    expect(await configuredIntervals()).toEqual({ fenceDetectionMs: 60_000, trailMs: 20_000 });
    expect(await configuredIntervals()).toEqual({ fenceDetectionMs: 60_000, trailMs: 20_000 });
    expect(call).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenLastCalledWith(
      sysConfig.findItemValueByItemKeys,
      { itemKeys: [FENCE, TRAIL] },
      { ignoreErrors: true },
    );
  });
});
