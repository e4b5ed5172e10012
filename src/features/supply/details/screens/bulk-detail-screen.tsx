/** 货源详情 (/supply/details?id=): a bulk (大宗) source as the logged-in driver reads it. */
import { DetailPage } from '../components/detail-page';

export function BulkDetailScreen() {
  return <DetailPage kind="bulk" audience="driver" />;
}

export default BulkDetailScreen;
