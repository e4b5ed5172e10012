/** The configured intervals (§7.1, lib/sys-config/intervals.ts) for a screen: the fallbacks until read. */
import { useQuery } from '@tanstack/react-query';
import {
  configuredIntervals,
  INTERVAL_FALLBACKS,
  type ConfiguredIntervals,
} from '@/lib/sys-config/intervals';

export function useConfiguredIntervals(): ConfiguredIntervals {
  const query = useQuery({
    queryKey: ['sysConfig', 'intervals'],
    queryFn: configuredIntervals,
    staleTime: Infinity,
  });
  return query.data ?? INTERVAL_FALLBACKS;
}
