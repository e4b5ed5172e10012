/**
 * The network between the H5 and the platform server, as sandbox faults: offline drops every API
 * connection, latency delays every API answer, and path faults answer errors for chosen calls.
 */
import { useState } from 'react';
import { sandboxClient, type Fault } from '../../core/sandbox-client';
import { usePolling } from '../../core/use-polling';
import { ServerFaultForm } from './server-fault-form';
import { Hint, Row, Section, toNumber, ui } from '../ui';

const isOffline = (f: Fault) => f.path === '*' && f.network === true;
const isLatency = (f: Fault) =>
  f.path === '*' &&
  !f.network &&
  !f.timeout &&
  !f.nonJson &&
  f.status === undefined &&
  f.state === undefined &&
  f.delayMs !== undefined;

function describe(f: Fault): string {
  const parts = [f.method, f.path];
  if (f.network) parts.push('断网');
  if (f.timeout) parts.push('超时');
  if (f.status !== undefined) parts.push(`HTTP ${f.status}`);
  if (f.state !== undefined) parts.push(`state ${f.state}`);
  if (f.nonJson) parts.push('非 JSON');
  if (f.delayMs !== undefined) parts.push(`延迟 ${f.delayMs} ms`);
  if (f.remaining !== null) parts.push(`剩 ${f.remaining} 次`);
  parts.push(`命中 ${f.hits}`);
  return parts.filter(Boolean).join(' · ');
}

const readFaults = () => sandboxClient.faults();

export default function NetworkPanel() {
  const faults = usePolling(readFaults, 2000);
  const [latency, setLatency] = useState('1500');
  const [error, setError] = useState<string | null>(null);
  // The switch shows the person's choice at once; the server's list confirms it a moment later.
  const [offlineChoice, setOfflineChoice] = useState<boolean | null>(null);
  const list = faults.data ?? [];
  const offline = offlineChoice ?? list.some(isOffline);
  const slow = list.find(isLatency);

  const run = (action: () => Promise<unknown>) =>
    action()
      .then(
        () => setError(null),
        (reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)),
      )
      .then(() => faults.refresh());

  return (
    <>
      <Section title="网络">
        <Row>
          <label>
            <input
              type="checkbox"
              checked={offline}
              onChange={(event) => {
                const on = event.target.checked;
                setOfflineChoice(on);
                void run(() =>
                  on
                    ? sandboxClient.fault({ path: '*', network: true })
                    : sandboxClient.removeFaults(isOffline),
                ).finally(() => setOfflineChoice(null));
              }}
            />
            断网（所有 /api 请求连接中断）
          </label>
        </Row>
        <Row>
          <label>
            延迟 ms
            <input
              type="number"
              min={0}
              step={100}
              value={latency}
              onChange={(e) => setLatency(e.target.value)}
            />
          </label>
          <button
            type="button"
            onClick={() =>
              void run(async () => {
                await sandboxClient.removeFaults(isLatency);
                const delayMs = Math.max(0, toNumber(latency, 0));
                if (delayMs > 0) await sandboxClient.fault({ path: '*', delayMs });
              })
            }
          >
            应用延迟
          </button>
          <span>{slow ? `当前：${slow.delayMs} ms` : '当前：无延迟'}</span>
        </Row>
      </Section>
      <ServerFaultForm onAdded={() => void faults.refresh()} />
      <Section title={`服务端故障（${list.length}）`}>
        {list.length === 0 ? <Hint>没有故障。</Hint> : null}
        <ul>
          {list.map((f) => (
            <li key={f.id}>{describe(f)}</li>
          ))}
        </ul>
        <Row>
          <button type="button" onClick={() => void run(() => sandboxClient.clearFaults())}>
            清除全部
          </button>
          <button type="button" onClick={() => void faults.refresh()}>
            刷新
          </button>
        </Row>
        {error || faults.error ? <p className={ui.error}>{error ?? faults.error}</p> : null}
      </Section>
    </>
  );
}
