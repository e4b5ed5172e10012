import { useSearchParams } from 'react-router-dom';
import type { OilType } from '@/lib/contract/fuel/station';

/** The card generation of a fuel screen's query: none (or anything else) means the new card. */
export const oilTypeOf = (value: string | null): OilType => (value === 'old' ? 'old' : 'new');

/** `?stationId=&oilType=` of the station screens. */
export function useStationParams(): { stationId: string; oilType: OilType } {
  const [params] = useSearchParams();
  return {
    stationId: params.get('stationId')?.trim() ?? '',
    oilType: oilTypeOf(params.get('oilType')),
  };
}
