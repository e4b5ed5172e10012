/**
 * An enterprise's source, public and shareable (§2.2): /supply/enterprisedetails (bulk) and
 * /supply/enterpriseecompletevehicledetail (whole), both `?id=&param=` (param: the enterprise page's
 * share code, for the way back to its list). Readable without login; grabbing asks to log in.
 */
import { useLocation } from 'react-router-dom';
import { matchesPattern } from '@/lib/routing/match';
import { paths } from '@/lib/routing/paths';
import { DetailPage } from '../components/detail-page';

export function EnterpriseSourceDetailScreen() {
  const { pathname } = useLocation();
  const kind = matchesPattern(paths.supplyEnterpriseWholeDetail.pattern, pathname)
    ? 'whole'
    : 'bulk';
  // A new kind is a different read: remount rather than carry the other kind's state over.
  return <DetailPage key={kind} kind={kind} audience="public" />;
}

export default EnterpriseSourceDetailScreen;
