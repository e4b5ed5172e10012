/**
 * Tracking: the records the app buffers (which the H5 collects with getEventRecords and uploads),
 * generated on demand or automatically, and what the sandbox server received.
 */
import { useState } from 'react';
import { native, useSimState } from '../../core/native';
import { sandboxClient } from '../../core/sandbox-client';
import { usePolling } from '../../core/use-polling';
import { ErrorText, Hint, JsonView, Row, Section, toNumber, useAction, RefreshRow } from '../ui';

const readEvents = () => sandboxClient.events();

export default function TrackingPanel() {
  const { tracking } = useSimState();
  const [count, setCount] = useState('5');
  const [every, setEvery] = useState(String(tracking.autoEverySeconds ?? 10));
  const [batch, setBatch] = useState(String(tracking.autoBatch));
  const [autoRefresh, setAutoRefresh] = useState(true);
  const uploaded = usePolling(readEvents, autoRefresh ? 3000 : null);
  const { error, run } = useAction();
  const auto = tracking.autoEverySeconds !== null;

  return (
    <>
      <Section title="App 埋点缓冲">
        <Row>
          <label>
            条数
            <input
              type="number"
              min={1}
              max={200}
              value={count}
              onChange={(e) => setCount(e.target.value)}
            />
          </label>
          <button
            type="button"
            onClick={() =>
              run(() =>
                native.controls.tracking.generate(Math.min(200, Math.max(1, toNumber(count, 5)))),
              )
            }
          >
            生成记录
          </button>
          <span>待取走：{tracking.buffer.length} 条</span>
        </Row>
        <Row>
          <label>
            每
            <input type="number" min={1} value={every} onChange={(e) => setEvery(e.target.value)} />
            秒
          </label>
          <label>
            生成
            <input type="number" min={1} value={batch} onChange={(e) => setBatch(e.target.value)} />
            条
          </label>
          <button
            type="button"
            onClick={() =>
              run(() =>
                auto
                  ? native.controls.tracking.auto(null)
                  : native.controls.tracking.auto(
                      Math.max(1, toNumber(every, 10)),
                      Math.max(1, toNumber(batch, 3)),
                    ),
              )
            }
          >
            {auto ? '停止自动生成' : '开始自动生成'}
          </button>
        </Row>
        <ErrorText error={error} />
        {tracking.buffer.length > 0 ? (
          <details>
            <summary>缓冲中的记录</summary>
            <JsonView value={tracking.buffer} />
          </details>
        ) : null}
      </Section>
      <Section title={`服务器已收到（${uploaded.data?.length ?? 0}）`}>
        <RefreshRow
          auto={autoRefresh}
          onAutoChange={setAutoRefresh}
          onRefresh={() => void uploaded.refresh()}
        />
        <Hint>来自 GET /__sandbox/events（eventRecord/saveBatch 上传的记录）。</Hint>
        <ErrorText error={uploaded.error} />
        <JsonView value={(uploaded.data ?? []).slice(-50).reverse()} />
      </Section>
    </>
  );
}
