/** Device identity: what the installed app says about itself. */
import { BRIDGE_PROTOCOL_VERSION } from '@/lib/bridge/protocol';
import type { HandlerTable } from './runtime';

type DeviceHandlers = Pick<
  HandlerTable,
  'capabilities' | 'isApp' | 'getDeviceId' | 'getBrand' | 'getAppVersion'
>;

export const deviceHandlers: DeviceHandlers = {
  capabilities: async (_p, rt) => {
    const d = rt.state().device;
    return {
      protocol: BRIDGE_PROTOCOL_VERSION,
      platform: d.platform,
      appVersion: d.appVersion,
      methods: [...d.supportedMethods],
    };
  },
  isApp: async (_p, rt) => ({ isApp: true, platform: rt.state().device.platform }),
  getDeviceId: async (_p, rt) => ({ deviceId: rt.state().device.deviceId }),
  getBrand: async (_p, rt) => {
    const d = rt.state().device;
    return { brand: d.brand, model: d.model };
  },
  getAppVersion: async (_p, rt) => {
    const d = rt.state().device;
    return { version: d.appVersion, platform: d.platform };
  },
};
