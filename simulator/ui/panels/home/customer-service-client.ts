/** The chat control endpoints (/__sandbox/chat/*, simulator/sandbox/areas/home/customer-service/control.ts). */
import { controlCall } from '../control-call';
import type {
  ChatConversationView,
  ChatSettings,
} from '@sim/sandbox/areas/home/customer-service/control';
import type { ChatMessage } from '@sim/sandbox/areas/home/customer-service/types';

export type { ChatConversationView, ChatSettings };

const call = controlCall('chat');

export const customerServiceClient = {
  conversations: () => call<ChatConversationView[]>('GET', 'conversations'),
  settings: () => call<ChatSettings>('GET', 'settings'),
  reply: (conversationId: string, text: string) =>
    call<ChatMessage>('POST', 'reply', { conversationId, text }),
  setAutoReply: (autoReply: boolean) => call<ChatSettings>('POST', 'auto-reply', { autoReply }),
  setOnline: (online: boolean) => call<ChatSettings>('POST', 'availability', { online }),
};
