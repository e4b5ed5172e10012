/**
 * Which contract a screen shows and its document: by link code (`param`, from an SMS link, public),
 * by id (`contractId`), or — with neither — the driver's framework contract (运输服务合同), whose
 * id `checkDriverSignedTransportationServicesContract` gives.
 */
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@/stores/session';
import { type ContractRef, useContract, useServiceContract } from '../api/contracts';

/** The query every contract screen passes on (`next`: where signing ends). */
export interface ContractQuery {
  contractId?: string;
  param?: string;
  next?: string;
}

/** The contract query of the current URL; `param` may come from the /c/:param path instead. */
export function useContractQuery(pathParam?: string): ContractQuery {
  const [params] = useSearchParams();
  const pick = (value: string | null | undefined) => (value ? value : undefined);
  const param = pick(pathParam) ?? pick(params.get('param'));
  return {
    ...(param ? { param } : { contractId: pick(params.get('contractId')) }),
    next: pick(params.get('next')),
  };
}

export function useContractDocument(query: ContractQuery) {
  const loggedIn = useSession((s) => s.isLoggedIn());
  const framework = !query.param && !query.contractId;
  const service = useServiceContract(framework && loggedIn);
  const serviceId = service.data?.contractId;
  // A contract by id is the logged-in driver's (asked logged out, the server would end the
  // session and the driver would lose the way back); a link opens without login.
  const needsLogin = !query.param && !loggedIn;
  let ref: ContractRef | null = null;
  if (query.param) ref = { linkCode: query.param };
  else if (needsLogin) ref = null;
  else if (query.contractId) ref = { contractId: query.contractId };
  else if (serviceId) ref = { contractId: serviceId };
  const document = useContract(ref);

  const failed = framework && service.isError ? service : document.isError ? document : null;
  const pending = !failed && (ref === null || document.isPending);
  /** The query to carry to the next screen (a framework contract goes on by its id). */
  const carried: ContractQuery = {
    ...(query.param ? { param: query.param } : { contractId: query.contractId ?? serviceId }),
    ...(query.next ? { next: query.next } : {}),
  };
  return { ref, document, needsLogin, failed, pending, carried, loggedIn };
}
