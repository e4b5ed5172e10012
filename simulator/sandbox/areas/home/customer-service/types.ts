/** The chat area's tables: the sandbox's own customer-service vendor (widget.js and its API). */
import { areaKey } from '../../slice';

export type ChatSender = 'agent' | 'driver';

export interface ChatMessage {
  id: number;
  conversationId: string;
  from: ChatSender;
  text: string;
  /** Sandbox clock, ms. */
  atMs: number;
  time: string;
  /** The other side has seen it (driver messages: the agent's reply or the panel; agent: a poll). */
  read: boolean;
}

export interface ChatConversation {
  id: string;
  /** The driver as the H5 passed them to the widget. */
  appUserId: string;
  name: string;
  mobile: string;
  openedAtMs: number;
}

export interface CustomerServiceTables {
  /** false: widget.js answers 503 (the vendor is down). */
  online: boolean;
  autoReply: boolean;
  /** widget.js answers after this long (plays a slow vendor: the screen's 正在连接客服…). */
  delayMs: number;
  agentName: string;
  conversations: ChatConversation[];
  messages: ChatMessage[];
  nextMessageId: number;
}

export const customerServiceArea = areaKey<CustomerServiceTables>('home/customer-service');
