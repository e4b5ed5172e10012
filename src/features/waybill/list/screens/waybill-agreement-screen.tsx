/**
 * The waybill's agreements, server HTML through SafeHtml, read through the waybill's contract:
 * its transport text (/waybill/waybillagreement) and its 委托 text, the e-signature delegation
 * (/waybill/supplementagreement). One module serves both, picking from the matched path.
 */
import { useLocation } from 'react-router-dom';
import { Card, Page } from '@/components/card';
import { failedReadProps, LoadFailed, Loading, WaybillProblem } from '@/components/load-state';
import { SafeHtml } from '@/components/safe-html';
import { useWaybillDetail } from '@/hooks/use-waybill-detail';
import { paths } from '@/lib/routing/paths';
import { useAgreement, type AgreementKind } from '../api/waybill-reads';
import { MissingWaybill } from '../components/missing-waybill';
import { useWaybillId } from '../../shared/use-waybill-id';
import { documentMessages as t } from '../messages';

function useAgreementKind(): AgreementKind {
  const { pathname } = useLocation();
  return pathname === paths.waybillSupplementAgreement.pattern ? 'supplement' : 'waybill';
}

export function WaybillAgreementScreen() {
  const id = useWaybillId();
  const kind = useAgreementKind();
  const detail = useWaybillDetail(id);
  const agreement = useAgreement(kind, detail.data);
  if (!id) return <MissingWaybill />;
  if (detail.isError) return <WaybillProblem read={detail} failedTitle={t.agreementFailed} />;
  if (agreement.isError) {
    return <LoadFailed title={t.agreementFailed} {...failedReadProps(agreement)} />;
  }
  if (!agreement.data) return <Loading label={t.agreementLoading} withTitle lines={10} />;
  const doc = agreement.data;
  return (
    <Page as="div">
      <Card>
        <SafeHtml html={doc.html} label={doc.title} />
      </Card>
    </Page>
  );
}

export default WaybillAgreementScreen;
