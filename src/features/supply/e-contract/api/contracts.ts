/** Reads and writes of the driver's contracts (contract: e-contract.ts, SMS: sms.ts). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { PageLoader } from '@/components/paged-list';
import {
  eContract,
  type ContractSummary,
  type SignRequest,
} from '@/lib/contract/supply/e-contract';
import type { ContractStatus } from '@/lib/contract/supply/load';
import { sms } from '@/lib/contract/common/sms';
import { http } from '@/lib/http/client';
import { sendIntended } from '@/lib/http/intended-write';
import { endpointKey, endpointQuery } from '@/lib/query/endpoint-query';

/** One contract: by id (logged in) or by the link code of its SMS link (public). */
export type ContractRef = { contractId: string } | { linkCode: string };

/** One page of the driver's contracts for the kit's PagedList; errors are shown in the list. */
export function contractPageLoader(status?: ContractStatus): PageLoader<ContractSummary> {
  return ({ pageIndex, pageSize, signal }) =>
    http.call(
      eContract.getContractContentKJAll,
      status ? { pageIndex, pageSize, status } : { pageIndex, pageSize },
      { signal, ignoreErrors: true },
    );
}

/** The screens show a failed read inline (LoadFailed), so the client does not report it. */
export function contractQueryOptions(ref: ContractRef) {
  return endpointQuery(eContract.getContractContent, ref, { ignoreErrors: true });
}

export function useContract(ref: ContractRef | null) {
  return useQuery({
    ...contractQueryOptions(ref ?? { contractId: '' }),
    enabled: ref !== null,
  });
}

/** The 委托 (delegation) text of a contract. */
export function useDelegationText(ref: ContractRef, enabled: boolean) {
  return useQuery({
    ...endpointQuery(eContract.getContractContentwt, ref, { ignoreErrors: true }),
    enabled,
  });
}

/** The driver's framework contract (运输服务合同): whether signed, and its id. */
export function useServiceContract(enabled: boolean) {
  return useQuery({
    ...endpointQuery(
      eContract.checkDriverSignedTransportationServicesContract,
      {},
      {
        ignoreErrors: true,
      },
    ),
    enabled,
  });
}

/**
 * Signs once per intent: the contract's signing keeps its idempotency key (`sendIntended`) while
 * the outcome is unknown (a time-out) — across leaving and reloads; the signature image and the
 * SMS code may differ between tries — so a second try cannot sign twice. A refusal is shown inline
 * by the screen, not reported here.
 */
export function useSignContract() {
  // The contract and the waybills showing it are read again by the endpoint's own `changes`.
  return useMutation({
    mutationKey: endpointKey(eContract.startTheProcessToESignById),
    mutationFn: (request: SignRequest) =>
      sendIntended(
        eContract.startTheProcessToESignById.path,
        { contractId: request.contractId },
        (idempotencyKey) =>
          http.call(eContract.startTheProcessToESignById, request, {
            ignoreErrors: true,
            idempotencyKey,
          }),
      ),
  });
}

/**
 * The `contractSign` code: to the logged-in signer's own phone over the session channel, or to the
 * mobile the driver typed over the public one (the sign call checks it is the signer's).
 */
export function useSendSignCode() {
  return useMutation({
    mutationKey: [sms.sendSmByTemplate.path, 'contractSign'],
    mutationFn: ({ mobile, session }: { mobile: string; session: boolean }) =>
      http.call(session ? sms.sendSmByTemplate : sms.sendTemplateErificationCodeSms, {
        mobile,
        template: 'contractSign',
      }),
  });
}
