/**
 * The sandbox server: scenario, re-seeding, the system configuration, the world's invariants, and
 * the SMS inbox (codes the server "sent").
 */
import { SCENARIOS } from '@sim/sandbox/store/types';
import { useState } from 'react';
import { sandboxClient, type ScenarioName } from '../../core/sandbox-client';
import { usePolling } from '../../core/use-polling';
import { ErrorText, Hint, Row, Section, ui, useAction, RefreshRow } from '../ui';
import { ConfigItemsSection, WorldRulesSection } from './world-sections';

const readState = () => sandboxClient.state();
const readSms = () => sandboxClient.sms();

export default function SandboxPanel() {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const state = usePolling(readState, autoRefresh ? 3000 : null);
  const sms = usePolling(readSms, autoRefresh ? 2000 : null);
  const { error, run } = useAction();
  // Shown at once; the server's state confirms it after the request.
  const [choice, setChoice] = useState<ScenarioName | null>(null);
  const after = (action: () => Promise<unknown>) =>
    run(async () => {
      await action();
      await Promise.all([state.refresh(), sms.refresh()]);
    });

  return (
    <>
      <Section title="沙箱服务器">
        <Row>
          <label>
            场景
            <select
              value={choice ?? state.data?.scenario ?? ''}
              onChange={(event) => {
                const name = event.target.value as ScenarioName;
                setChoice(name);
                after(() => sandboxClient.scenario(name).finally(() => setChoice(null)));
              }}
            >
              {state.data ? null : <option value="">…</option>}
              {SCENARIOS.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            onClick={() => {
              if (confirm('重置沙箱数据？用户、登录、短信、故障都会恢复为初始种子。'))
                after(() => sandboxClient.reset());
            }}
          >
            重置数据
          </button>
        </Row>
        {state.data ? (
          <Hint>
            种子 {state.data.seed} · 快捷登录 {state.data.scenarioUser} · 服务器时间{' '}
            {state.data.serverTime} · 短信 {state.data.counts.sms} · 会话{' '}
            {state.data.counts.sessions} · 故障 {state.data.faults.length}
          </Hint>
        ) : null}
        <ErrorText error={error ?? state.error} />
      </Section>
      <WorldRulesSection />
      <ConfigItemsSection />
      <Section title="短信收件箱">
        <RefreshRow
          auto={autoRefresh}
          onAutoChange={setAutoRefresh}
          onRefresh={() => void sms.refresh()}
        />
        <ErrorText error={sms.error} />
        {sms.data && sms.data.length === 0 ? <Hint>还没有短信。</Hint> : null}
        <table className={ui.table}>
          <tbody>
            {[...(sms.data ?? [])].reverse().map((m) => (
              <tr key={`${m.mobile}-${m.time}-${m.code}`}>
                <td>{m.time}</td>
                <td>{m.mobile}</td>
                <td>{m.template}</td>
                <td>
                  <strong>{m.code}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </>
  );
}
