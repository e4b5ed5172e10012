/** 整车货源详情 (/supply/completevehicledetail?id=): a whole-vehicle source for the logged-in driver. */
import { DetailPage } from '../components/detail-page';

export function WholeDetailScreen() {
  return <DetailPage kind="whole" audience="driver" />;
}

export default WholeDetailScreen;
