/** The chat area: the sandbox's own customer-service vendor for 在线客服 (/contract/customH5). */
import { defineSlice } from '../../slice';
import { chatControl } from './control';
import { seedChat } from './seed';
import { chatArea } from './types';

export const chatSlice = defineSlice(chatArea, {
  version: 1,
  seed: seedChat,
  routes: [],
  control: chatControl,
});
