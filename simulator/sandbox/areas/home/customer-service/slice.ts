/** The chat area: the sandbox's own customer-service vendor for 在线客服 (/contract/customH5). */
import { defineSlice } from '../../slice';
import { customerServiceControl } from './control';
import { seedChat } from './seed';
import { customerServiceArea } from './types';

export const customerServiceSlice = defineSlice(customerServiceArea, {
  version: 1,
  seed: seedChat,
  routes: [],
  control: customerServiceControl,
});
