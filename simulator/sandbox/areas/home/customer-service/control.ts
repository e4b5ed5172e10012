/**
 * `/__sandbox/chat/*` and `sb.control.chat.*`: the vendor's side of 在线客服. The widget script and
 * the API it calls (session, messages), and the agent's side for tests and the 客服 panel (list,
 * reply, auto-reply, availability). Faults only touch /api paths, so `availability` plays the
 * vendor being down: widget.js answers 503.
 */
import { body, need } from '../../../control/args';
import { controlOp, notFound } from '../../../control/op';
import type { Db } from '../../../store/db';
import {
  conversationOf,
  driverSends,
  messagesAfter,
  openSession,
  postMessage,
  readUpTo,
  type DriverInfo,
} from './chat';
import { customerServiceArea, type ChatConversation, type ChatMessage } from './types';
import { WIDGET_SCRIPT } from './widget-script';

function conversation(db: Db, id: string): ChatConversation {
  const c = conversationOf(db, id);
  if (!c) throw notFound(`conversation ${id}`);
  return c;
}

export interface ChatSessionView {
  conversationId: string;
  agentName: string;
}

export interface ChatConversationView extends ChatConversation {
  messages: ChatMessage[];
  unread: number;
}

export interface ChatSettings {
  online: boolean;
  autoReply: boolean;
  delayMs: number;
}

const noStore = { 'Cache-Control': 'no-store' };

export const customerServiceControl = [
  controlOp(
    'chat.widgetScript',
    ({ db }) =>
      async (): Promise<string | null> => {
        const { online, delayMs } = db.area(customerServiceArea);
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        return online ? WIDGET_SCRIPT : null;
      },
    {
      route: 'GET chat/widget.js',
      reply: (script) =>
        script === null
          ? new Response('客服服务暂不可用', { status: 503, headers: noStore })
          : new Response(script, {
              headers: { 'Content-Type': 'text/javascript;charset=UTF-8', ...noStore },
            }),
    },
  ),
  controlOp(
    'chat.session',
    ({ db, save }) =>
      (user: DriverInfo): ChatSessionView => {
        const c = openSession(db, user);
        save();
        return { conversationId: c.id, agentName: db.area(customerServiceArea).agentName };
      },
    {
      route: 'POST chat/session',
      args: async (i) => {
        const b = await body(i);
        return [
          {
            appUserId: need(b.appUserId, 'appUserId'),
            name: typeof b.name === 'string' ? b.name : undefined,
            mobile: typeof b.mobile === 'string' ? b.mobile : undefined,
          },
        ];
      },
    },
  ),
  controlOp(
    'chat.send',
    ({ db, save }) =>
      (conversationId: string, text: string): { message: ChatMessage } => {
        conversation(db, conversationId);
        const message = driverSends(db, conversationId, text);
        save();
        return { message: { ...message } };
      },
    {
      route: 'POST chat/messages',
      args: async (i) => {
        const b = await body(i);
        return [need(b.conversationId, 'conversationId'), need(b.text, 'text')];
      },
    },
  ),
  controlOp(
    'chat.messages',
    ({ db, save }) =>
      (conversationId: string, after = 0): { messages: ChatMessage[]; readUpTo: number } => {
        conversation(db, conversationId);
        const messages = messagesAfter(db, conversationId, after, true);
        save();
        return { messages, readUpTo: readUpTo(db, conversationId) };
      },
    {
      route: 'GET chat/messages',
      args: (i) => [
        need(i.query('conversationId'), 'conversationId'),
        Number(i.query('after') ?? 0) || 0,
      ],
    },
  ),
  controlOp(
    'chat.conversations',
    ({ db }) =>
      (): ChatConversationView[] => {
        const t = db.area(customerServiceArea);
        return t.conversations.map((c) => {
          const messages = t.messages
            .filter((m) => m.conversationId === c.id)
            .map((m) => ({ ...m }));
          const unread = messages.filter((m) => m.from === 'driver' && !m.read).length;
          return { ...c, messages, unread };
        });
      },
    { route: 'GET chat/conversations' },
  ),
  controlOp(
    'chat.reply',
    ({ db, save }) =>
      (conversationId: string, text: string): ChatMessage => {
        conversation(db, conversationId);
        const message = postMessage(db, conversationId, 'agent', text);
        save();
        return { ...message };
      },
    {
      route: 'POST chat/reply',
      args: async (i) => {
        const b = await body(i);
        return [need(b.conversationId, 'conversationId'), need(b.text, 'text')];
      },
    },
  ),
  controlOp(
    'chat.settings',
    ({ db, save }) =>
      (patch: Partial<ChatSettings> = {}): ChatSettings => {
        const t = db.area(customerServiceArea);
        if (typeof patch.online === 'boolean') t.online = patch.online;
        if (typeof patch.autoReply === 'boolean') t.autoReply = patch.autoReply;
        if (typeof patch.delayMs === 'number' && patch.delayMs >= 0) t.delayMs = patch.delayMs;
        save();
        return { online: t.online, autoReply: t.autoReply, delayMs: t.delayMs };
      },
    { route: 'GET chat/settings' },
    {
      route: 'POST chat/availability',
      args: async (i) => [{ online: (await body(i)).online === true }],
    },
    { route: 'POST chat/delay', args: async (i) => [{ delayMs: Number((await body(i)).ms) || 0 }] },
    {
      route: 'POST chat/auto-reply',
      args: async (i) => [{ autoReply: (await body(i)).autoReply === true }],
    },
  ),
] as const;
