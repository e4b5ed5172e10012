/** The conversations: open or reuse one per driver, post messages, the auto-reply rules. */
import type { Db } from '../../../store/db';
import {
  customerServiceArea,
  type ChatConversation,
  type ChatMessage,
  type ChatSender,
} from './types';

const GREETING = '您好，这里是司机客服，请问有什么可以帮您？';
const FALLBACK_REPLY = '已收到，客服稍后回复您';

/** Keyword → a short helpful answer; the first match wins. */
const AUTO_REPLIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/提现/, '提现申请一般1个工作日内审核，到账以银行为准。可在「我的-钱包-提现记录」查看进度。'],
  [/油卡|加油/, '油卡余额和加油订单可在「我的-油卡」查看，加油前请先在油站签到。'],
  [/回单/, '回单请在运单详情中拍照上传，审核通过后即可结算运费。'],
  [/运单/, '运单问题请提供运单号，可在「运单」页查看状态和轨迹。'],
];

function autoReplyFor(text: string): string {
  return AUTO_REPLIES.find(([pattern]) => pattern.test(text))?.[1] ?? FALLBACK_REPLY;
}

export interface DriverInfo {
  appUserId: string;
  name?: string;
  mobile?: string;
}

const tables = (db: Db) => db.area(customerServiceArea);

export function conversationOf(db: Db, id: string): ChatConversation | undefined {
  return tables(db).conversations.find((c) => c.id === id);
}

export function postMessage(db: Db, conversationId: string, from: ChatSender, text: string) {
  const t = tables(db);
  const atMs = db.now();
  const message: ChatMessage = {
    id: t.nextMessageId++,
    conversationId,
    from,
    text,
    atMs,
    time: db.nowText(),
    read: false,
  };
  // An agent's answer means the driver's messages before it were seen.
  if (from === 'agent') {
    for (const m of t.messages) {
      if (m.conversationId === conversationId && m.from === 'driver') m.read = true;
    }
  }
  t.messages.push(message);
  return message;
}

/** Opens the driver's conversation, or reuses the one they have; a new one starts with the greeting. */
export function openSession(db: Db, user: DriverInfo): ChatConversation {
  const t = tables(db);
  const found = t.conversations.find((c) => c.appUserId === user.appUserId);
  if (found) {
    if (user.name) found.name = user.name;
    if (user.mobile) found.mobile = user.mobile;
    return found;
  }
  const conversation: ChatConversation = {
    id: `CS${String(t.conversations.length + 1).padStart(4, '0')}`,
    appUserId: user.appUserId,
    name: user.name ?? '',
    mobile: user.mobile ?? '',
    openedAtMs: db.now(),
  };
  t.conversations.push(conversation);
  postMessage(db, conversation.id, 'agent', GREETING);
  return conversation;
}

/** The driver sends; with auto-reply on, the agent answers at once. */
export function driverSends(db: Db, conversationId: string, text: string): ChatMessage {
  const message = postMessage(db, conversationId, 'driver', text);
  if (tables(db).autoReply) postMessage(db, conversationId, 'agent', autoReplyFor(text));
  return message;
}

/** Messages after id `after`; reading them as the driver marks the agent's as read. */
export function messagesAfter(db: Db, conversationId: string, after: number, asDriver: boolean) {
  const list = tables(db).messages.filter((m) => m.conversationId === conversationId);
  if (asDriver) for (const m of list) if (m.from === 'agent') m.read = true;
  return list.filter((m) => m.id > after).map((m) => ({ ...m }));
}

/** The newest driver message the agent has seen (0: none), so the widget can mark 已读. */
export function readUpTo(db: Db, conversationId: string): number {
  let upTo = 0;
  for (const m of tables(db).messages) {
    if (m.conversationId === conversationId && m.from === 'driver' && m.read) upTo = m.id;
  }
  return upTo;
}
