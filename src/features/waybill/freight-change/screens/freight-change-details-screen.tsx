/** /waybill/freight/details?id=: a 整车 waybill's freight change, to agree or disagree while pending. */
import { FreightDetails } from '../components/freight-details';

export function FreightChangeDetailsScreen() {
  return <FreightDetails kind="whole" />;
}

export default FreightChangeDetailsScreen;
