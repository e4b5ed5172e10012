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
  panel('camera', '相机/相册', () => import('./device/camera-panel')),
  panel('qr', '扫码', () => import('./device/qr-panel')),
  panel('location', '定位', () => import('./device/location-panel')),
  panel('payment', '支付', () => import('./device/payment-panel')),
  panel('permissions', '权限', () => import('./device/permissions-panel')),
  panel('device', '设备', () => import('./device/device-panel')),
  panel('events', '原生事件', () => import('./device/native-events-panel')),
  panel('network', '网络', () => import('./device/network-panel')),
  panel('tracking', '埋点', () => import('./device/tracking-panel')),
  panel('sandbox', '沙箱', () => import('./sandbox/sandbox-panel')),
  panel('review', '审核', () => import('./account/review-panel')),
  panel('market', '货源', () => import('./supply/market-panel')),
  panel('trip', '运输', () => import('./waybill/trip-panel')),
  panel('money', '资金', () => import('./money/money-panel')),
  panel('entrust', '委托收款', () => import('./money/entrust-panel')),
  panel('fuel', '加油', () => import('./fuel/fuel-panel')),
  panel('customer-service', '客服', () => import('./home/customer-service-panel')),
  panel('faults', '桥故障', () => import('./device/faults-panel')),
];
