/** What the maps say, in one place. */
import type { LineKind, MarkerKind } from './types';

/** 850 米 under a kilometre, else 2.3 公里 (one decimal). */
export function distanceText(metres: number): string {
  if (!Number.isFinite(metres) || metres < 0) return '—';
  if (metres < 1000) return `${Math.round(metres)} 米`;
  return `${Math.round(metres / 100) / 10} 公里`;
}

/** 4.8 小时; under a tenth of an hour still says 0.1. */
export function hoursText(hours: number): string {
  if (!Number.isFinite(hours) || hours < 0) return '—';
  return `${Math.max(0.1, Math.round(hours * 10) / 10)} 小时`;
}

export const mapMessages = {
  markerKind: {
    truck: '车辆位置',
    loading: '装货地',
    unloading: '卸货地',
    point: '位置',
  } satisfies Record<MarkerKind, string>,
  /** The one character drawn inside a marker. */
  markerGlyph: {
    truck: '车',
    loading: '装',
    unloading: '卸',
    point: '',
  } satisfies Record<MarkerKind, string>,
  lineKind: {
    track: '行驶轨迹',
    planned: '规划路线',
  } satisfies Record<LineKind, string>,
  fence: '电子围栏',
  fenceRadius: (label: string, radius: string) => `${label}：半径 ${radius}`,
  fenceArea: (label: string) => `${label}：多边形区域`,
  insideFence: '车辆在围栏内',
  outsideFence: (distance: string) => `距离围栏 ${distance}`,
  route: (distance: string, hours: string) => `全程约 ${distance}，预计 ${hours}`,
  lineLength: (kind: string, distance: string) => `${kind}：约 ${distance}`,
  empty: '暂无位置信息',
  scale: (label: string) => `比例尺 ${label}`,
  loading: '地图加载中',
  loadFailed: '地图加载失败',
  loadFailedWhy: '请检查网络后重试',
  retry: '重试',
  routeFailed: '路线规划失败',
};
