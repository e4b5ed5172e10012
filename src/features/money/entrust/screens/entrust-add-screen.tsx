/**
 * /i/wallet/entrust-add?waybillId=: the waybill's facts and freight, then the payee's account (his
 * captain's, the default chosen — or another certified captain's, found by mobile), a remark, the
 * SMS code and 提交委托 → entrust-success.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  failedReadProps,
  LoadEmpty,
  LoadFailed,
  Loading,
  WaybillProblem,
} from '@/components/load-state';
import { useWaybillDetail } from '@/hooks/use-waybill-detail';
import type { CollectionAccount } from '@/lib/contract/money/collection-account';
import { useSession } from '@/stores/session';
import { useWaybillAccounts } from '../../shared/waybill-accounts';
import { EntrustForm } from '../components/entrust-form';
import { PayeeFinder } from '../components/payee-finder';
import { WaybillCard } from '../components/waybill-card';
import { entrustMessages as t } from '../messages';
import { Card, Page } from '@/components/card';

function PayeeForm({ waybillId }: { waybillId: string }) {
  const me = useSession((s) => s.loginInfo?.appUserId ?? '');
  const read = useWaybillAccounts(waybillId);
  const [other, setOther] = useState<readonly CollectionAccount[] | null>(null);
  if (read.error) {
    return <LoadFailed title={read.error.message || t.accountsFailed} {...failedReadProps(read)} />;
  }
  if (!read.data) return <Loading label={t.loading} lines={4} />;
  const payees = other ?? read.data.filter((a) => a.ownerId !== me);
  return (
    <>
      <Card>
        <PayeeFinder onFound={setOther} />
      </Card>
      {payees.length === 0 ? (
        <LoadEmpty title={t.noPayeeAccount} />
      ) : (
        <EntrustForm key={payees[0]!.ownerId} waybillId={waybillId} accounts={payees} />
      )}
    </>
  );
}

function EntrustAdd({ waybillId }: { waybillId: string }) {
  const read = useWaybillDetail(waybillId);
  if (read.error) return <WaybillProblem read={read} failedTitle={t.waybillFailed} />;
  if (!read.data) return <Loading label={t.loading} lines={8} />;
  return (
    <Page as="div">
      <WaybillCard w={read.data} />
      <PayeeForm waybillId={read.data.id} />
    </Page>
  );
}

export function EntrustAddScreen() {
  const [params] = useSearchParams();
  const waybillId = params.get('waybillId')?.trim() ?? '';
  if (waybillId === '') return <WaybillProblem />;
  return <EntrustAdd waybillId={waybillId} />;
}

export default EntrustAddScreen;
