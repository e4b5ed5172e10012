import { useQuery } from '@tanstack/react-query';
import { agreement, type AgreementType } from '@/lib/contract/agreement';
import { http } from '@/lib/http/client';

export const agreementQueryKey = (type: AgreementType) => ['agreement', type] as const;

/** Agreement text rarely changes within a visit: kept fresh for 10 minutes. */
export function useAgreement(type: AgreementType | null) {
  return useQuery({
    queryKey: agreementQueryKey(type ?? 'user'),
    queryFn: ({ signal }) =>
      http.call(agreement.getAgreementInfoByType, { type: type ?? 'user' }, { signal }),
    enabled: type !== null,
    staleTime: 10 * 60_000,
  });
}
