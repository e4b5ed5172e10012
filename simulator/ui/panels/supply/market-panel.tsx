/**
 * The world's side of the freight market: the tester plays the other drivers and the shippers.
 * Another driver takes a source (or just its last load), a shipper publishes a new source or
 * closes one, a source is assigned to a driver by mobile. The H5 sees it on its next read (pull to
 * refresh), and a grab racing with it gets the server's message.
 */
import { useCallback, useState } from 'react';
import { usePolling } from '../../core/use-polling';
import { marketClient, type MarketSourceView } from './market-client';
import { PublishForm } from './market-publish-form';
import { Choice, ErrorText, Hint, RefreshRow, Row, Section, ui, useAction } from '../ui';

const STATUS_LABEL = { open: '可抢', full: '已抢完', closed: '已下架' } as const;

function SourceRow({ s, act }: { s: MarketSourceView; act: (a: () => Promise<unknown>) => void }) {
  const [mobile, setMobile] = useState(s.assignedToMobile ?? '');
  const unit = s.unit === 'ton' ? '吨' : '方';
  return (
    <tr>
      <td>
        {s.id} · {s.kind === 'bulk' ? '大宗' : '整车'} · {STATUS_LABEL[s.status]}
        <br />
        <small>
          {s.goodsName} {s.remainingQuantity}/{s.totalQuantity}
          {unit} · {s.route} · {s.shipperName}
          {s.enterpriseOnly ? ' · 企业专属' : ''}
          {s.needFence ? ' · 围栏' : ''}
          {s.needDelegation ? ' · 需委托' : ''}
        </small>
      </td>
      <td>
        <Row>
          <button
            type="button"
            disabled={s.status !== 'open'}
            onClick={() => act(() => marketClient.take(s.id))}
          >
            他人抢走
          </button>
          {s.kind === 'bulk' && (
            <button
              type="button"
              disabled={s.status !== 'open' || s.remainingQuantity <= 32}
              onClick={() => act(() => marketClient.take(s.id, s.remainingQuantity - 32))}
            >
              只剩一车
            </button>
          )}
          <button
            type="button"
            onClick={() =>
              act(() => marketClient.setStatus(s.id, s.status === 'closed' ? 'open' : 'closed'))
            }
          >
            {s.status === 'closed' ? '重新上架' : '下架'}
          </button>
        </Row>
        <Row>
          <input
            aria-label={`${s.id} 指派司机手机号`}
            placeholder="指派给（手机号）"
            value={mobile}
            onChange={(e) => setMobile(e.target.value.trim())}
          />
          <button
            type="button"
            onClick={() => act(() => marketClient.assign(s.id, mobile || null))}
          >
            {mobile ? '指派' : '取消指派'}
          </button>
        </Row>
      </td>
    </tr>
  );
}

export default function MarketPanel() {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [status, setStatus] = useState<'open' | 'full' | 'closed'>('open');
  const [q, setQ] = useState('');
  const read = useCallback(
    () => marketClient.sources({ status, q }).then((l) => l.slice(0, 40)),
    [status, q],
  );
  const sources = usePolling(read, autoRefresh ? 3000 : null);
  const { error, run } = useAction();
  const act = (action: () => Promise<unknown>) =>
    run(async () => {
      await action();
      await sources.refresh();
    });

  return (
    <>
      <PublishForm act={act} />
      <Section title="货源（最新 40 条）">
        <Choice<'open' | 'full' | 'closed'>
          label="状态"
          value={status}
          options={[
            { value: 'open', label: '可抢' },
            { value: 'full', label: '已抢完' },
            { value: 'closed', label: '已下架' },
          ]}
          onChange={setStatus}
        />
        <Row>
          <label>
            搜索
            <input
              placeholder="编号、货物、线路、货主"
              value={q}
              onChange={(e) => setQ(e.target.value)}
            />
          </label>
        </Row>
        <RefreshRow
          auto={autoRefresh}
          onAutoChange={setAutoRefresh}
          onRefresh={() => void sources.refresh()}
        />
        <Hint>改动立即生效；H5 下拉刷新或下次读取时看到。S0007 只剩一车，可用来演示抢单竞争。</Hint>
        <ErrorText error={error ?? sources.error} />
        <table className={ui.table}>
          <tbody>
            {(sources.data ?? []).map((s) => (
              <SourceRow key={`${s.id}-${s.assignedToMobile ?? ''}`} s={s} act={act} />
            ))}
          </tbody>
        </table>
      </Section>
    </>
  );
}
