import { useCallback } from 'react';
import { type NavigateOptions, type To, useLocation, useNavigate } from 'react-router-dom';
import { isSameLocation } from './same-location';

/** `navigate` that ignores a push to the location the driver is already on (§8). */
export function useSafeNavigate() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') return void navigate(to);
      if (isSameLocation(location, to)) return;
      void navigate(to, options);
    },
    [navigate, location],
  );
}
