/** The control panels, each its own chunk: only the open one is loaded. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PanelEntry {
  id: string;
  label: string;
  Component: LazyExoticComponent<ComponentType>;
}

function panel(
  id: string,
  label: string,
  load: () => Promise<{ default: ComponentType }>,
): PanelEntry {
  return { id, label, Component: lazy(load) };
}

export const PANELS: PanelEntry[] = [
  panel('camera', '相机/相册', () => import('./camera-panel')),
  panel('qr', '扫码', () => import('./qr-panel')),
  panel('location', '定位', () => import('./location-panel')),
  panel('payment', '支付', () => import('./payment-panel')),
  panel('permissions', '权限', () => import('./permissions-panel')),
  panel('device', '设备', () => import('./device-panel')),
  panel('events', '原生事件', () => import('./native-events-panel')),
  panel('network', '网络', () => import('./network-panel')),
  panel('tracking', '埋点', () => import('./tracking-panel')),
  panel('sandbox', '沙箱', () => import('./sandbox-panel')),
  panel('review', '审核', () => import('./review-panel')),
  panel('market', '货源', () => import('./market-panel')),
  panel('trip', '运输', () => import('./trip-panel')),
  panel('money', '资金', () => import('./money-panel')),
  panel('entrust', '委托收款', () => import('./entrust-panel')),
  panel('fuel', '加油', () => import('./fuel-panel')),
  panel('chat', '客服', () => import('./chat-panel')),
  panel('faults', '桥故障', () => import('./faults-panel')),
];
