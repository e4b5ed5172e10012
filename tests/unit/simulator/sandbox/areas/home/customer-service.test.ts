import { describe, expect, it } from 'vitest';
import { quietSandbox } from '../../helpers';

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function http(sb: ReturnType<typeof quietSandbox>, path: string, init?: RequestInit) {
  return sb.handle(new Request(`http://x/__sandbox/chat/${path}`, init));
}

describe('sandbox chat area (在线客服 vendor)', () => {
  it('seeds no conversation and serves the widget script', async () => {
    const sb = quietSandbox();
    expect(sb.control.chat.conversations()).toEqual([]);
    const res = await http(sb, 'widget.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toContain('window.DriverKefu');
  });

  it('opens a conversation with the greeting and reuses it for the same driver', async () => {
    const sb = quietSandbox();
    const first = sb.control.chat.session({ appUserId: 'U1', name: '张三', mobile: '13800000002' });
    const again = sb.control.chat.session({ appUserId: 'U1' });
    const other = sb.control.chat.session({ appUserId: 'U2' });
    expect(again.conversationId).toBe(first.conversationId);
    expect(other.conversationId).not.toBe(first.conversationId);
    const { messages } = sb.control.chat.messages(first.conversationId);
    expect(messages.map((m) => [m.from, m.text])).toEqual([
      ['agent', '您好，这里是司机客服，请问有什么可以帮您？'],
    ]);
    expect(sb.control.chat.conversations()[0]).toMatchObject({
      name: '张三',
      mobile: '13800000002',
    });
  });

  it('answers by keyword, otherwise 已收到，客服稍后回复您; messages after an id only', async () => {
    const sb = quietSandbox();
    const { conversationId } = sb.control.chat.session({ appUserId: 'U1' });
    const sent = sb.control.chat.send(conversationId, '提现多久到账').message;
    sb.control.chat.send(conversationId, '你好');
    const after = sb.control.chat.messages(conversationId, sent.id).messages;
    expect(after.map((m) => m.text)).toEqual([
      expect.stringContaining('提现申请一般1个工作日内审核'),
      '你好',
      '已收到，客服稍后回复您',
    ]);
    const res = await http(sb, `messages?conversationId=${conversationId}&after=${sent.id + 1}`);
    const body = (await res.json()) as { messages: { text: string }[]; readUpTo: number };
    expect(body.messages.map((m) => m.text)).toEqual(['你好', '已收到，客服稍后回复您']);
    expect(body.readUpTo).toBe(sent.id + 2);
  });

  it('with auto-reply off the driver waits; the agent replies from the panel and marks it read', async () => {
    const sb = quietSandbox();
    const off = await http(sb, 'auto-reply', json({ autoReply: false }));
    expect(await off.json()).toEqual({ online: true, autoReply: false, delayMs: 0 });
    const { conversationId } = sb.control.chat.session({ appUserId: 'U1' });
    const sent = sb.control.chat.send(conversationId, '运单YD1 怎么还没结算').message;
    let view = sb.control.chat.conversations()[0]!;
    expect(view.messages.at(-1)).toMatchObject({ from: 'driver', read: false });
    expect(view.unread).toBe(1);
    const reply = await http(sb, 'reply', json({ conversationId, text: '正在为您查询' }));
    expect(await reply.json()).toMatchObject({ from: 'agent', text: '正在为您查询' });
    view = sb.control.chat.conversations()[0]!;
    expect(view.unread).toBe(0);
    expect(sb.control.chat.messages(conversationId).readUpTo).toBe(sent.id);
  });

  it('refuses unknown conversations and empty text', async () => {
    const sb = quietSandbox();
    expect((await http(sb, 'messages', json({ conversationId: 'CS9999', text: 'x' }))).status).toBe(
      404,
    );
    const { conversationId } = sb.control.chat.session({ appUserId: 'U1' });
    expect((await http(sb, 'messages', json({ conversationId, text: ' ' }))).status).toBe(400);
  });

  it('availability off makes widget.js answer 503 until it is back', async () => {
    const sb = quietSandbox();
    await http(sb, 'availability', json({ online: false }));
    expect((await http(sb, 'widget.js')).status).toBe(503);
    await http(sb, 'availability', json({ online: true }));
    expect((await http(sb, 'widget.js')).status).toBe(200);
  });
});
