/**
 * Finding and binding a captain: the typed mobile (§5 rule, nothing sent while invalid), the
 * search result, and the confirmed bind. A failed search or bind keeps the typed mobile and the
 * result; the HTTP client has already told the driver why. A bind that went through is the
 * screen's to show (`onBound`).
 */
import { useState } from 'react';
import { useFormFields } from '@/components/form';
import { showConfirm } from '@/components/feedback';
import type { CarCaptain } from '@/lib/contract/account/captain';
import { maskMobile, validateMobile } from '@/lib/domain/mobile';
import { type CaptainLookup, useBindCaptain, useCaptainLookup } from '../api/captain';
import { captainMessages as messages } from '../messages';

export function useCaptainSearch(ownMobile: string | null, onBound: (captain: CarCaptain) => void) {
  const fields = useFormFields({ mobile: '' }, { mobile: validateMobile });
  const [result, setResult] = useState<CaptainLookup | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const lookup = useCaptainLookup();
  const bind = useBindCaptain();

  const search = async () => {
    if (!fields.check()) return;
    const mobile = fields.values.mobile;
    setProblem(null);
    if (mobile === ownMobile) {
      setResult(null);
      setProblem(messages.self);
      return;
    }
    try {
      const found = await lookup.mutateAsync(mobile);
      setResult(found);
      if (!found.captain) setProblem(messages.notFound);
      else if (!found.bindable) setProblem(messages.notCertified);
    } catch {
      // Reported by the HTTP client; the typed mobile stays for another try.
    }
  };

  const confirmBind = async () => {
    const captain = result?.captain;
    if (!captain || !result.bindable) return;
    const yes = await showConfirm({
      title: messages.bind,
      content: messages.bindConfirm(captain.name, maskMobile(captain.mobile)),
      confirmText: messages.confirm,
      cancelText: messages.cancel,
    });
    if (!yes) return;
    try {
      await bind.mutateAsync({ carCaptainId: captain.carCaptainId });
      setResult(null);
      fields.set('mobile', '');
      onBound(captain);
    } catch {
      // Reported by the HTTP client; the search result and the typed mobile stay.
    }
  };

  const field = fields.bind('mobile');
  return {
    field: {
      ...field,
      onChange: (value: string) => {
        field.onChange(value);
        // A new number: the old answer no longer describes it.
        setProblem(null);
        setResult(null);
      },
    },
    search,
    result,
    problem,
    confirmBind,
  };
}
