import { useQuery } from '@tanstack/react-query';
import { agreement, type AgreementType } from '@/lib/contract/agreement';
import { http } from '@/lib/http/client';
import { quiet } from './options';

export function useAgreement(type: AgreementType) {
  return useQuery({
    queryKey: ['auth', 'agreement', type],
    queryFn: ({ signal }) => http.call(agreement.getAgreementInfoByType, { type }, quiet(signal)),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
