/**
 * /i/wallet/getverificationcode: the SMS confirmation of the withdrawal kept in the session by the
 * info screen (a reload keeps it). Without one the driver is sent back to choose the waybills.
 */
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { showToast } from '@/components/feedback';
import { Loading } from '@/components/load-state';
import { useUserDetail } from '@/hooks/shared-reads';
import { paths } from '@/lib/routing/paths';
import { ConfirmForm } from '../components/confirm-form';
import { readDraft } from '../draft';
import { withdrawMessages as t } from '../messages';

export function WithdrawCodeScreen() {
  const [draft] = useState(readDraft);
  const user = useUserDetail();
  useEffect(() => {
    if (!draft) showToast(t.draftLost);
  }, [draft]);
  if (!draft) return <Navigate to={paths.withdrawChoose.to()} replace />;
  if (!user.data) return <Loading label={t.loading} lines={4} />;
  return <ConfirmForm draft={draft} mobile={user.data.phone} />;
}

export default WithdrawCodeScreen;
