/**
 * 委托收款: the platform's and the payee's side of the drivers' entrustments. Each pending one can
 * be confirmed (已生效: the waybill's income then goes to the payee) or refused with a reason. The
 * H5 sees it on its next read.
 */
import { useCallback, useState } from 'react';
import type { EntrustState, Entrustment } from '@/lib/contract/money/entrust';
import { fenToYuan } from '@/lib/domain/money';
import { usePolling } from '../../core/use-polling';
import { entrustClient } from './entrust-client';
import { ErrorText, Hint, RefreshRow, Row, Section, ui, useAction } from '../ui';

type Act = (a: () => Promise<unknown>) => void;

const STATE_LABEL: Record<EntrustState, string> = {
  draft: '草稿',
  pending: '待确认',
  effective: '已生效',
  withdrawn: '已撤回',
  refused: '已拒绝',
};

function EntrustRow({ e, reason, act }: { e: Entrustment; reason: string; act: Act }) {
  const pending = e.state === 'pending';
  return (
    <tr>
      <td>
        {e.entrustNo} · {e.waybillNo} · ¥{fenToYuan(e.freight)} · {STATE_LABEL[e.state]}
        <br />
        <small>
          收款人 {e.payee.name} · {e.account.bankName} {e.account.cardNoMasked}
          {e.refuseReason ? ` · ${e.refuseReason}` : ''}
        </small>
      </td>
      <td>
        <button
          type="button"
          disabled={!pending}
          onClick={() => act(() => entrustClient.confirm(e.id))}
        >
          确认
        </button>
        <button
          type="button"
          disabled={!pending || !reason}
          onClick={() => act(() => entrustClient.refuse(e.id, reason))}
        >
          拒绝
        </button>
      </td>
    </tr>
  );
}

export default function EntrustPanel() {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [reason, setReason] = useState('收款账户信息有误，请核实后重新委托');
  const read = useCallback(() => entrustClient.list(), []);
  const view = usePolling(read, autoRefresh ? 3000 : null);
  const { error, run } = useAction();
  const act: Act = (action) =>
    run(async () => {
      await action();
      await view.refresh();
    });
  const rows = view.data ?? [];
  return (
    <Section title="委托收款">
      <RefreshRow
        auto={autoRefresh}
        onAutoChange={setAutoRefresh}
        onRefresh={() => void view.refresh()}
      />
      <Row>
        <label>
          拒绝原因
          <input value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
      </Row>
      <ErrorText error={error ?? view.error} />
      <table className={ui.table}>
        <tbody>
          {rows.map((e) => (
            <EntrustRow key={e.id} e={e} reason={reason} act={act} />
          ))}
        </tbody>
      </table>
      {view.data && rows.length === 0 ? <Hint>暂无委托</Hint> : null}
    </Section>
  );
}
