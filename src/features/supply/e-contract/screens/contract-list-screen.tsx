/**
 * /contract/index (public, §2.2): with `?param=` the contract of an SMS link (no login needed);
 * otherwise the logged-in driver's contracts (the Me grid's 合同列表), or a prompt to log in.
 */
import { useSession } from '@/stores/session';
import { ContractListView } from '../components/contract-list-view';
import { ContractPage } from '../components/contract-page';
import { LoginPrompt } from '../components/login-prompt';
import { useContractQuery } from '../hooks/use-contract-document';

export function ContractListScreen() {
  const query = useContractQuery();
  const loggedIn = useSession((s) => s.isLoggedIn());
  if (query.param) return <ContractPage query={query} />;
  return loggedIn ? <ContractListView /> : <LoginPrompt />;
}

export default ContractListScreen;
