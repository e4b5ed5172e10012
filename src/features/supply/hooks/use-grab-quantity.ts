/**
 * /supply/carryinfomodular: the quantity as typed, its message (shown once the driver has left the
 * field or tried 下一步, then following the typing), and the freight of the quantity (asked when the
 * typing pauses) and of everything that remains.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { GoodsSourceDetail } from '@/lib/contract/supply';
import { formatQuantity } from '@/lib/domain/place';
import { bulkFreightQueryOptions, totalFreightQueryOptions } from '../api/grab';
import { parseQuantity, validateQuantity } from './grab-quantity';
import { useDebouncedValue } from './use-grab-debounce';

export function useGrabQuantity(source: GoodsSourceDetail, initial: string) {
  const [text, setText] = useState(initial);
  const [touched, setTouched] = useState(initial !== '');
  const error = validateQuantity(text, source);
  const wanted = error ? null : parseQuantity(text);
  const settled = useDebouncedValue(wanted);

  const quote = useQuery({
    ...bulkFreightQueryOptions(source.id, settled ?? 0),
    enabled: settled !== null && settled === wanted,
  });
  const total = useQuery(totalFreightQueryOptions(source.id));

  return {
    text,
    error: touched ? error : null,
    change: setText,
    blur: () => setTouched(true),
    all: () => {
      setText(formatQuantity(source.remainingQuantity));
      setTouched(true);
    },
    /** The quantity to take, or null (and the message shows) when it is not valid. */
    submit: (): string | null => {
      setTouched(true);
      return wanted === null ? null : formatQuantity(wanted);
    },
    /** No valid quantity yet: nothing to quote. */
    quoteIdle: wanted === null,
    quote: settled === wanted ? quote : null,
    total,
  };
}
