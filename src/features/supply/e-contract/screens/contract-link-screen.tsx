/** /c/:param (public, §2.2): the contract of an SMS link, readable and signable without login. */
import { useParams } from 'react-router-dom';
import { ContractPage } from '../components/contract-page';
import { useContractQuery } from '../hooks/use-contract-document';

export function ContractLinkScreen() {
  const { param } = useParams();
  return <ContractPage query={useContractQuery(param)} />;
}

export default ContractLinkScreen;
