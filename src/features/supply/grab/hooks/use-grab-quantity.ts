/**
 * /supply/carryinfomodular: the quantity as typed, its message (shown once the driver has left the
 * field or tried 下一步, then following the typing), and the freight of the quantity (asked when the
 * typing pauses) and of a full load of the chosen truck. 全部 fills the most this truck may take:
 * what remains, capped by its approved load (the shared rule the server caps with too).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { GoodsSourceDetail, VehicleChoice } from '@/lib/contract/supply/market';
import { maxQuantityFor, vehicleCapacity } from '@/lib/domain/grab-gates';
import { plainQuantity } from '@/lib/domain/quantity';
import { bulkFreightQueryOptions } from '../api/grab';
import { parseQuantity, validateQuantity } from './grab-quantity';
import { useDebouncedValue } from './use-grab-debounce';

export function useGrabQuantity(source: GoodsSourceDetail, car: VehicleChoice, initial: string) {
  const [text, setText] = useState(initial);
  const [touched, setTouched] = useState(initial !== '');
  const max = maxQuantityFor(source, car);
  const limits = { ...source, capacity: vehicleCapacity(car, source.unit) };
  const error = validateQuantity(text, limits);
  const wanted = error ? null : parseQuantity(text);
  const settled = useDebouncedValue(wanted);

  const quote = useQuery({
    ...bulkFreightQueryOptions(source.id, settled ?? 0),
    enabled: settled !== null && settled === wanted,
  });
  // A full load of this truck can be below the minimum only when the truck cannot take the source.
  const full = useQuery({
    ...bulkFreightQueryOptions(source.id, max),
    enabled: validateQuantity(plainQuantity(max), limits) === null,
  });

  return {
    text,
    error: touched ? error : null,
    change: setText,
    blur: () => setTouched(true),
    /** The most this truck may take. */
    max,
    all: () => {
      setText(plainQuantity(max));
      setTouched(true);
    },
    /** The quantity to take, or null (and the message shows) when it is not valid. */
    submit: (): string | null => {
      setTouched(true);
      return wanted === null ? null : plainQuantity(wanted);
    },
    /** No valid quantity yet: nothing to quote. */
    quoteIdle: wanted === null,
    quote: settled === wanted ? quote : null,
    full,
  };
}
