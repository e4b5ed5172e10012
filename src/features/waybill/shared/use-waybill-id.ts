/** The `?id=` of a waybill screen, trimmed (none: a link without one). */
import { useSearchParams } from 'react-router-dom';

export function useWaybillId(): string | null {
  const [params] = useSearchParams();
  return params.get('id')?.trim() || null;
}
