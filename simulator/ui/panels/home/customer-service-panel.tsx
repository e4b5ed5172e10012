/**
 * 客服: the sandbox's customer-service vendor. Conversations opened from 在线客服 with their
 * messages; reply as the agent, switch the auto-reply off to answer by hand, and take the service
 * offline (widget.js answers 503) to play the H5's 客服暂时无法连接.
 */
import { useCallback, useState } from 'react';
import { usePolling } from '../../core/use-polling';
import { customerServiceClient, type ChatConversationView } from './customer-service-client';
import { ErrorText, Hint, RefreshRow, Row, Section, useAction } from '../ui';

function Conversation({
  c,
  act,
}: {
  c: ChatConversationView;
  act: (a: () => Promise<unknown>) => void;
}) {
  const [text, setText] = useState('');
  return (
    <Section
      title={`${c.id} · ${c.name || '司机'} ${c.mobile}${c.unread ? ` · ${c.unread} 条未读` : ''}`}
    >
      {c.messages.map((m) => (
        <Hint key={m.id}>
          {m.time.slice(11)} {m.from === 'agent' ? '客服' : '司机'}：{m.text}
          {m.from === 'driver' ? (m.read ? '（已读）' : '（未读）') : ''}
        </Hint>
      ))}
      <Row>
        <input
          aria-label={`回复 ${c.id}`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="以客服身份回复"
        />
        <button
          type="button"
          disabled={!text.trim()}
          onClick={() =>
            act(async () => {
              await customerServiceClient.reply(c.id, text.trim());
              setText('');
            })
          }
        >
          回复
        </button>
      </Row>
    </Section>
  );
}

export default function CustomerServicePanel() {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const read = useCallback(
    async () => ({
      list: await customerServiceClient.conversations(),
      settings: await customerServiceClient.settings(),
    }),
    [],
  );
  const view = usePolling(read, autoRefresh ? 2000 : null);
  const { error, run } = useAction();
  const act = (action: () => Promise<unknown>) =>
    run(async () => {
      await action();
      await view.refresh();
    });
  const settings = view.data?.settings;
  const list = view.data?.list ?? [];

  return (
    <>
      <Section title="客服服务">
        {settings && (
          <Row>
            <label>
              <input
                type="checkbox"
                checked={settings.online}
                onChange={(e) => act(() => customerServiceClient.setOnline(e.target.checked))}
              />
              在线（关闭后 widget.js 返回 503）
            </label>
            <label>
              <input
                type="checkbox"
                checked={settings.autoReply}
                onChange={(e) => act(() => customerServiceClient.setAutoReply(e.target.checked))}
              />
              自动回复
            </label>
          </Row>
        )}
        <RefreshRow
          auto={autoRefresh}
          onAutoChange={setAutoRefresh}
          onRefresh={() => void view.refresh()}
        />
        <ErrorText error={error ?? view.error} />
        {view.data && list.length === 0 ? <Hint>暂无会话（在 H5 打开在线客服）</Hint> : null}
      </Section>
      {list.map((c) => (
        <Conversation key={c.id} c={c} act={act} />
      ))}
    </>
  );
}
