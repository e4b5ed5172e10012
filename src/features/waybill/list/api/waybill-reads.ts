/**
 * Reads of one waybill beyond its detail: its KJ contract, its two agreements (server HTML) and its
 * trail.
 */
import { useQuery } from '@tanstack/react-query';
import { eContract } from '@/lib/contract/supply/e-contract';
import { waybillTrip, type WaybillDetail } from '@/lib/contract/waybill/trip';
import { endpointQuery } from '@/lib/query/endpoint-query';

/** The waybill's 货物运输合同 (KJ), created on the first ask. The screen words a failed read. */
export function useWaybillContract(waybillId: string | null) {
  return useQuery({
    ...endpointQuery(
      eContract.checkAndCreateContractContentKJ,
      { waybillId: waybillId ?? '' },
      { ignoreErrors: true },
    ),
    enabled: !!waybillId,
  });
}

export type AgreementKind = 'waybill' | 'supplement';

/**
 * The waybill's agreements, read through its contract (every waybill has one, also those whose
 * source is long gone): the contract's text (货物运输协议) and its 委托 text (运输委托协议).
 */
export function useAgreement(kind: AgreementKind, detail: WaybillDetail | undefined) {
  const ep = kind === 'waybill' ? eContract.getContractContent : eContract.getContractContentwt;
  return useQuery({
    ...endpointQuery(ep, { contractId: detail?.contractId ?? '' }, { ignoreErrors: true }),
    enabled: !!detail,
  });
}

export function useTrail(id: string | null) {
  return useQuery({
    ...endpointQuery(waybillTrip.getTrail, { id: id ?? '' }, { ignoreErrors: true }),
    enabled: !!id,
  });
}
