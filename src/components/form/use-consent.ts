import { useState } from 'react';
import { showToast } from '@/components/feedback';

/**
 * The "I have read and agree" tick of a form. `confirm()` is the submit's gate: unticked, it toasts
 * `requiredMessage` (the screen's exact words) and answers false, so nothing is sent.
 */
export function useConsent(requiredMessage: string) {
  const [checked, setChecked] = useState(false);
  const confirm = (): boolean => {
    if (!checked) showToast(requiredMessage);
    return checked;
  };
  return { bind: { checked, onChange: setChecked }, checked, confirm };
}
