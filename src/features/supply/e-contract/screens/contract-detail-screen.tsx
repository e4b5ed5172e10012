/**
 * 合同详情 (/contract/detail?contractId= or ?param=, public): one contract, read-only once signed;
 * without either, the driver's framework contract (运输服务合同).
 */
import { ContractPage } from '../components/contract-page';
import { useContractQuery } from '../hooks/use-contract-document';

export function ContractDetailScreen() {
  return <ContractPage query={useContractQuery()} />;
}

export default ContractDetailScreen;
