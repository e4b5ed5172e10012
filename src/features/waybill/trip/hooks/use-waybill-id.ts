import { useSearchParams } from 'react-router-dom';

/** The waybill of a trip screen: `?id=` (null without one). */
export function useWaybillId(): string | null {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim();
  return id ? id : null;
}
