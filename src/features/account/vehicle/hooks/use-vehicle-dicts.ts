/** The three dictionaries the vehicle fields use (through the shared session-cached read). */
import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '@/components/select-field';
import { DictKey } from '@/lib/contract/common/dict';
import { dictionaryQueryOptions } from '@/hooks/shared-reads';

export interface VehicleDicts {
  plateColor: SelectOption[];
  /** CarLicense keeps the type's label, so label and value are both the label. */
  vehicleType: SelectOption[];
  energyType: SelectOption[];
  /**
   * A value's label; '' while its dictionary loads (a driver never sees a raw code such as "2"
   * flash before 黄色), the value itself when the dictionary failed or lacks it.
   */
  labelOf(kind: 'plateColor' | 'energyType', value: string): string;
}

export function useVehicleDicts(): VehicleDicts {
  const plateColor = useQuery(dictionaryQueryOptions(DictKey.plateColor));
  const vehicleType = useQuery(dictionaryQueryOptions(DictKey.vehicleType)).data ?? [];
  const energyType = useQuery(dictionaryQueryOptions(DictKey.energyType));
  const lists = { plateColor, energyType };
  return {
    plateColor: plateColor.data ?? [],
    vehicleType: vehicleType.map((o) => ({ label: o.label, value: o.label })),
    energyType: energyType.data ?? [],
    labelOf: (kind, value) => {
      const list = lists[kind];
      if (list.isPending && list.fetchStatus !== 'idle') return '';
      return list.data?.find((o) => o.value === value)?.label ?? value;
    },
  };
}
