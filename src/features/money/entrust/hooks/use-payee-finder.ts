/**
 * 委托给其他车队长: a mobile (checked before asking), then the real-name certified captain with
 * that mobile and his collection accounts; what went wrong is said at the field.
 */
import { useState } from 'react';
import { useFormFields } from '@/components/form';
import type { CollectionAccount } from '@/lib/contract/money/collection-account';
import { validateMobile } from '@/lib/domain/mobile';
import { useSession } from '@/stores/session';
import { useFindPayee } from '../api/entrust';
import { entrustMessages as t } from '../messages';

export function usePayeeFinder(onFound: (accounts: readonly CollectionAccount[]) => void) {
  const find = useFindPayee();
  const me = useSession((s) => s.loginInfo?.appUserId ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const fields = useFormFields({ mobile: '' }, { mobile: validateMobile });

  const lookUp = async () => {
    setProblem(null);
    if (!fields.check('mobile')) return;
    const found = await find(fields.values.mobile);
    if (!found) return setProblem(t.otherNotFound);
    if (found.payee.carCaptainId === me) return setProblem(t.otherSelf);
    if (found.accounts.length === 0) return setProblem(t.otherNoAccount);
    onFound(found.accounts);
  };

  return { fields, problem, lookUp };
}
