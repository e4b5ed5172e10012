/**
 * /waybill/freight/dazongdetails?id=: a 大宗 waybill's freight change, with the quantity and the old
 * and new unit prices it comes from; to agree or disagree while pending.
 */
import { FreightDetails } from '../components/freight-details';

export function FreightChangeDazongDetailsScreen() {
  return <FreightDetails kind="bulk" />;
}

export default FreightChangeDazongDetailsScreen;
