/** The fuel screens' URL query, read and written in place (back returns to the same view). */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withParam } from '../filters';

export function useFuelQuery() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (key: string, value: string | null) =>
      setParams((prev) => withParam(prev, key, value), { replace: true }),
    [setParams],
  );
  return { params, set };
}
