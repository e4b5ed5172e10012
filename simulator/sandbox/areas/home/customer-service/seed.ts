/** Seeded empty: no conversation until a driver opens 在线客服. */
import type { CustomerServiceTables } from './types';

export function seedChat(): CustomerServiceTables {
  return {
    online: true,
    autoReply: true,
    delayMs: 0,
    agentName: '小安',
    conversations: [],
    messages: [],
    nextMessageId: 1,
  };
}
